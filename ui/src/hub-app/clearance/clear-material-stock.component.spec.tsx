import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { hubConfig, HUB_UUID, signIn } from '../../testing/fixtures';
import { renderScreen } from '../../testing/render';
import { answer } from '../../testing/requests';
import ClearMaterialStockPage from './clear-material-stock.page';

const open = (settings: {
  showMaterialClearanceTransport: boolean;
  weighMaterialClearance: boolean;
  showMaterialClearanceBuyer?: boolean;
}) => {
  signIn();
  answer('get', `/api/companies/${HUB_UUID}`, hubConfig(settings));
  const sent = answer('post', '/api/materialClearances', { uuid: 'c1' });
  renderScreen(<ClearMaterialStockPage />, {
    url: '/clear-material-stock?materialTypes=PET_CLEAR,HDPE_MIXED&total=40',
    path: '/clear-material-stock',
  });
  return { sent, user: userEvent.setup() };
};
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the clearance form follows the hub settings (issue 20)', () => {
  it('showMaterialClearanceTransport off, weighed: no plate and no picture step; the clearance is sent without them', async () => {
    const { sent, user } = open({
      showMaterialClearanceTransport: false,
      weighMaterialClearance: true,
    });
    await screen.findByRole('heading', { name: 'Clear stock' });
    expect(screen.queryByLabelText(/Transporter licence plate/)).toBeNull();
    expect(screen.queryByText('Or upload a PDF or an image…')).toBeNull();
    await user.type(screen.getByLabelText(/^Buyer/), 'Bharat Polymers');
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({
      materialTypes: ['PET_CLEAR', 'HDPE_MIXED'],
      transporterLicensePlate: '',
      buyer: 'Bharat Polymers',
    });
  });

  it('showMaterialClearanceTransport on: the plate and the transporter picture are asked', async () => {
    open({ showMaterialClearanceTransport: true, weighMaterialClearance: true });
    expect(await screen.findByLabelText(/Transporter licence plate/)).toBeInTheDocument();
    expect(
      screen.getByText("Take a picture of the transporter's truck with its licence plate"),
    ).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('not weighed and no transport step: the picture of the load is still asked (the only evidence)', async () => {
    const { user } = open({ showMaterialClearanceTransport: false, weighMaterialClearance: false });
    expect(await screen.findByText('Take a picture of the loaded material')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Transporter licence plate/)).toBeNull();
    await user.type(screen.getByLabelText(/^Buyer/), 'B');
    expect(save()).toBeDisabled();
  });

  it('showMaterialClearanceBuyer off: no buyer is asked, and the clearance is sent with the buyer "-"', async () => {
    const { sent, user } = open({
      showMaterialClearanceTransport: false,
      weighMaterialClearance: true,
      showMaterialClearanceBuyer: false,
    });
    await screen.findByRole('heading', { name: 'Clear stock' });
    expect(screen.queryByLabelText(/^Buyer/)).toBeNull();
    await waitFor(() => expect(save()).toBeEnabled());
    await user.click(save());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ buyer: '-' });
  });
});
