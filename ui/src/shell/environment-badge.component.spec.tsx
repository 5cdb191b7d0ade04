import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EnvironmentBadge } from './environment-badge';

describe('the environment badge (Document 1 §9)', () => {
  it('names development on a development host', () => {
    render(<EnvironmentBadge hostname="localhost" />);
    expect(screen.getByRole('status', { name: 'Environment: dev' })).toHaveTextContent('dev');
  });

  it('names the demo on a demo host', () => {
    render(<EnvironmentBadge hostname="demo.cairn.example" />);
    expect(screen.getByRole('status', { name: 'Environment: demo' })).toHaveTextContent('demo');
  });

  it('is not there in production', () => {
    const { container } = render(<EnvironmentBadge hostname="cairn.example" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('reads the host the page is on by default (jsdom: localhost)', () => {
    render(<EnvironmentBadge />);
    expect(screen.getByRole('status')).toHaveTextContent('dev');
  });
});
