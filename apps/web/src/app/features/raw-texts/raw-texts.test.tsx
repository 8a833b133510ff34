import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from '../../test-support/fake-api.js';
import { renderApp } from '../../test-support/render-app.js';

const text = (id: number, name: string) => ({
  id,
  name,
  user: 1,
  content: `# ${name}\n\nChlorophyll absorbs light.`,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
});

afterEach(cleanup);

describe('raw texts', () => {
  it('shows the API’s field errors next to their fields', async () => {
    const { calls } = renderApp('/app/raw-texts/new', {
      'POST /api/create-raw-text/': {
        status: 400,
        body: { name: ['A raw text with this name already exists.'], non_field_errors: ['Try again.'] },
      },
    });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Cells' } });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Cells are small.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save raw text' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(name.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('A raw text with this name already exists.');
    expect(screen.getByRole('alert').textContent).toContain('Try again.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Cells',
      content: 'Cells are small.',
    });
  });

  it('checks the contract schema before sending anything', async () => {
    const { calls } = renderApp('/app/raw-texts/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Save raw text' }));
    expect(await screen.findAllByText('This field may not be blank.')).toHaveLength(2);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('previews the markdown live, without running scripts', async () => {
    renderApp('/app/raw-texts/new');
    fireEvent.change(await screen.findByLabelText('Text'), {
      target: {
        value:
          '## Light\n\n[click](javascript:alert(1)) <img src=x onerror="alert(2)"><script>alert(3)</script>',
      },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Light' })).toBeTruthy();
    expect(preview.querySelector('img, script, [onerror]')).toBeNull();
    expect(preview.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript');
  });

  it('puts a deleted text back when the server refuses, and says so', async () => {
    renderApp('/app/raw-texts', {
      'GET /api/user-raw-texts/': { status: 200, body: page([text(1, 'Photosynthesis'), text(2, 'Cells')]) },
      'DELETE /api/user-raw-texts/1/delete/': { status: 500, body: { detail: 'A server error occurred.' } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Photosynthesis' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete raw text' }));
    expect(await screen.findByText('Raw text could not be deleted. It is back in the list.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Photosynthesis' })).toBeTruthy();
  });

  it('searches with the search route after typing stops', async () => {
    const { calls } = renderApp('/app/raw-texts', {
      'GET /api/user-raw-texts/': { status: 200, body: page([text(1, 'Photosynthesis'), text(2, 'Cells')]) },
      'GET /api/user-raw-texts/search/': { status: 200, body: [text(2, 'Cells')] },
    });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search raw texts' }), {
      target: { value: 'cell' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Photosynthesis' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Cells' })).toBeTruthy();
    const searches = calls.filter((call) => call.path === '/api/user-raw-texts/search/');
    expect(searches.map((call) => call.search.get('query'))).toEqual(['cell']);
  });

  it('says what to do first when there are no raw texts', async () => {
    renderApp('/app/raw-texts', { 'GET /api/user-raw-texts/': { status: 200, body: page([]) } });
    expect(await screen.findByRole('heading', { name: 'Add your first raw text' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Paste or write text' })).toBeTruthy();
  });
});
