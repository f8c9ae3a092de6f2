import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackSummary } from '@menudex/contract/feedback';
import { renderWithApp } from '../../../components/testing/render.tsx';
import { FeedbackOwnerPanels } from './feedback-owner-panels.tsx';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h1v1H0z"/></svg>';

afterEach(() => vi.unstubAllGlobals());

/** The summary as JSON and the QR code as an SVG file, the way the server answers them. */
function fakeServer(
  summary: FeedbackSummary | { status: number; message: string },
  /** The config's PUBLIC_URL; left out, the config is not served at all. */
  publicUrl?: string | null,
) {
  const fetch = vi.fn(async (input: string) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === '/api/config' && publicUrl !== undefined)
      return new Response(JSON.stringify({ publicUrl }), {
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/api/businesses/b-1/qr')
      return new Response(SVG, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    if (path === '/api/feedback/b-1/summary') {
      if ('status' in summary)
        return new Response(JSON.stringify({ message: summary.message }), {
          status: summary.status,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify(summary), {
        headers: { 'content-type': 'application/json' },
      });
    }
    return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('FeedbackOwnerPanels', () => {
  it('shows the averages per question and the latest comments', async () => {
    fakeServer({
      count: 2,
      heldOut: 0,
      averages: [
        { question: 'Customer Service', average: 4.5, count: 2 },
        { question: 'Speed', average: 1.5, count: 2 },
      ],
      latest: [
        {
          question: 'Suggestions',
          customerRating: null,
          customerComment: 'More outlets please',
          createdAt: '2026-05-01T10:00:00.000Z',
        },
      ],
    });
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const summary = await screen.findByRole('region', { name: 'Customer feedback' });
    expect(await within(summary).findByText('2 forms received')).toBeInTheDocument();
    expect(within(summary).getByText('Customer Service')).toBeInTheDocument();
    expect(within(summary).getByText('4.5 (2)')).toBeInTheDocument();
    expect(within(summary).getByText('1.5 (2)')).toBeInTheDocument();
    expect(within(summary).getByText('More outlets please')).toBeInTheDocument();
  });

  it('says so when there is no feedback yet', async () => {
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] });
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    expect(await screen.findByText('No feedback yet.')).toBeInTheDocument();
  });

  it('shows the server message when the summary is refused', async () => {
    fakeServer({ status: 403, message: 'You are not allowed to do this' });
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
  });

  it('shows the QR code of the feedback link with a download of the SVG', async () => {
    const fetch = fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] });
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled={false} />);
    const panel = await screen.findByRole('region', { name: 'Feedback QR code' });
    const image = await within(panel).findByRole('img', { name: 'QR code of the feedback link' });
    const dataUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SVG)}`;
    expect(image).toHaveAttribute('src', dataUrl);
    const download = within(panel).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', dataUrl);
    expect(download).toHaveAttribute('download', 'feedback-qr-b-1.svg');
    expect(panel).toHaveTextContent(`${window.location.origin}/businesses/b-1/feedback`);
    expect(panel).toHaveTextContent('The feedback program is off for this business');
    expect(fetch).toHaveBeenCalledWith('/api/businesses/b-1/qr', expect.anything());
  });

  it('shows the link the QR code holds: the public address when the server has one', async () => {
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] }, 'https://menudex.example/');
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const panel = await screen.findByRole('region', { name: 'Feedback QR code' });
    expect(
      await within(panel).findByText('https://menudex.example/businesses/b-1/feedback?src=qr'),
    ).toBeInTheDocument();
  });

  it('warns before printing when the code holds a local address: PUBLIC_URL unset, page opened locally', async () => {
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] }, null);
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const panel = await screen.findByRole('region', { name: 'Feedback QR code' });
    const warning = await within(panel).findByTestId('qr-local-warning');
    expect(warning).toHaveTextContent(
      `This code holds a local address (${window.location.host}) that customers’ phones cannot open.`,
    );
    expect(warning).toHaveTextContent('The server has no PUBLIC_URL');
  });

  it('warns too when PUBLIC_URL itself is local, and not at all when it is public', async () => {
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] }, 'http://127.0.0.1:3000');
    const { unmount } = renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    expect(await screen.findByTestId('qr-local-warning')).toHaveTextContent(
      'The server’s PUBLIC_URL is set to it',
    );
    unmount();
    vi.unstubAllGlobals();
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] }, 'https://menudex.example');
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled />);
    const panel = await screen.findByRole('region', { name: 'Feedback QR code' });
    await within(panel).findByText('https://menudex.example/businesses/b-1/feedback?src=qr');
    expect(screen.queryByTestId('qr-local-warning')).toBeNull();
  });

  it('tells an owner the program is off as a note, not an alert a screen reader repeats on every save', async () => {
    fakeServer({ count: 0, heldOut: 0, averages: [], latest: [] });
    renderWithApp(<FeedbackOwnerPanels businessId="b-1" feedbackEnabled={false} />);
    const panel = await screen.findByRole('region', { name: 'Feedback QR code' });
    const note = within(panel).getByRole('note');
    expect(note).toHaveTextContent('The feedback program is off for this business');
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(note.closest('[aria-live]')).toBeNull();
  });
});
