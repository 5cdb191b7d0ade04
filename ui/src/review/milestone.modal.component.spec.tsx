import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SETTINGS_OFF } from '../app-settings/use-app-settings';
import { renderScreen } from '../testing/render';
import { answer } from '../testing/requests';
import { animatedImageUrlOf, celebrationRequestUrl } from './celebration-image';
import { MilestoneModal } from './milestone.modal';

const SERVICE = 'https://images.test.example/v1/gifs/random?api_key=k';
const GIF = 'https://media.test.example/party.gif';
const withService = { ...SETTINGS_OFF, celebrationImage: { url: SERVICE } };
const confetti = () => document.querySelector('.milestone-confetti');
const badge = () => document.querySelector('.milestone-modal__badge');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the celebration of a review milestone', () => {
  it('shows a random party animation from the image service when the setting names one', async () => {
    const asked = answer('get', 'https://images.test.example/v1/gifs/random', {
      data: { images: { original: { url: GIF } } },
    });
    answer('get', '/api/app-settings', withService);
    renderScreen(<MilestoneModal count={100} onClose={() => undefined} />);
    const image = await screen.findByRole('img', { name: 'A random party animation' });
    expect(image).toHaveAttribute('src', GIF);
    expect(asked[0].url.searchParams.get('tag')).toBe('party');
    expect(asked[0].url.searchParams.get('api_key')).toBe('k');
    expect(confetti()).toBeNull();
    expect(badge()).toBeNull();
  });

  it('keeps the bundled animation when the service fails', async () => {
    const asked = answer('get', 'https://images.test.example/v1/gifs/random', () =>
      HttpResponse.json({ message: 'rate limited' }, { status: 429 }),
    );
    answer('get', '/api/app-settings', withService);
    renderScreen(<MilestoneModal count={200} onClose={() => undefined} />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('img', { name: 'A random party animation' })).toBeNull();
    expect(confetti()).not.toBeNull();
    expect(badge()).toHaveTextContent('200');
  });

  it('keeps the bundled animation when the image itself does not load', async () => {
    answer('get', 'https://images.test.example/v1/gifs/random', { data: { image_url: GIF } });
    answer('get', '/api/app-settings', withService);
    renderScreen(<MilestoneModal count={100} onClose={() => undefined} />);
    fireEvent.error(await screen.findByRole('img', { name: 'A random party animation' }));
    expect(screen.queryByRole('img', { name: 'A random party animation' })).toBeNull();
    expect(badge()).toHaveTextContent('100');
  });

  it('asks no image service while the setting is off (the default)', async () => {
    const read = answer('get', '/api/app-settings', SETTINGS_OFF);
    const asked = answer('get', 'https://images.test.example/v1/gifs/random', {
      data: { image_url: GIF },
    });
    renderScreen(<MilestoneModal count={100} onClose={() => undefined} />);
    await waitFor(() => expect(read).toHaveLength(1));
    await settle();
    expect(asked).toHaveLength(0);
    expect(confetti()).not.toBeNull();
    expect(badge()).toHaveTextContent('100');
  });
});

describe('reading an image service’s answer', () => {
  it.each([
    [{ data: { images: { original: { url: GIF } } } }, GIF],
    [{ data: { image_url: GIF } }, GIF],
    [{ results: [{ media_formats: { gif: { url: GIF } } }] }, GIF],
    [{ url: GIF }, GIF],
    [{ url: 'http://media.test.example/party.gif' }, null],
    [{ data: [] }, null],
    ['not json', null],
  ])('%j → %s', (body, url) => {
    expect(animatedImageUrlOf(body)).toBe(url);
  });

  it('asks for a party tag unless the setting names a tag', () => {
    expect(celebrationRequestUrl('https://x.example/random?api_key=k')).toBe(
      'https://x.example/random?api_key=k&tag=party',
    );
    expect(celebrationRequestUrl('https://x.example/random?tag=cheers')).toBe(
      'https://x.example/random?tag=cheers',
    );
  });
});
