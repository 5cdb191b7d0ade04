import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn } from '../testing/fixtures';
import { renderScreen } from '../testing/render';
import { NavigationEntries } from './navigation-entries';

describe('the admin navigation (Document 1 §2, issue 31 §4)', () => {
  it("names the signed-in user's first name, last name and company", () => {
    signIn({
      firstName: 'Asha',
      lastName: 'Rao',
      securityRole: 'ROLE_HUB_OWNER',
      company: { uuid: 'c', name: 'Green Loop Pune', type: 'COLLECTION_CENTER', state: 'ACTIVE' },
    });
    renderScreen(<NavigationEntries />);
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('Green Loop Pune')).toBeInTheDocument();
  });

  it("gives staff, who belong to no hub, the platform's company", () => {
    signIn({
      firstName: 'Test',
      lastName: 'Admin',
      securityRole: 'ROLE_CAIRN_ADMIN',
      company: null,
    });
    renderScreen(<NavigationEntries />);
    expect(screen.getByText('Test Admin')).toBeInTheDocument();
    expect(screen.getByText('Cairn')).toBeInTheDocument();
  });

  it('reaches mass balance, evidence packs and sampling in one click, by a plain name', () => {
    signIn({ securityRole: 'ROLE_CAIRN_ADMIN' });
    renderScreen(<NavigationEntries />);
    expect(screen.getByRole('link', { name: 'Mass balance & audit' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
  });
});
