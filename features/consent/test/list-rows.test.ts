import { blankRow, posted, rowsOf, slugsOf } from '../list-rows';

describe('the consent screen’s rows of categories and providers', () => {
  const categories = JSON.stringify([
    { slug: 'necessary', necessary: true, defaults: { gdpr: true, ccpa: true }, cookies: [{ id: 'cookieyes-consent', domain: '' }] },
    {
      slug: 'analytics',
      name: 'Statistics',
      description: 'Counts visits.',
      necessary: false,
      defaults: { gdpr: false, ccpa: true },
      cookies: [{ id: '_ga', domain: '.example.com' }, { id: '_gid' }],
    },
  ]);

  it('reads a category’s words, its defaults and its cookies as lines', () => {
    expect(rowsOf('categories', categories)).toEqual([
      { slug: 'necessary', name: '', description: '', necessary: true, gdpr: true, ccpa: true, cookies: 'cookieyes-consent' },
      { slug: 'analytics', name: 'Statistics', description: 'Counts visits.', necessary: false, gdpr: false, ccpa: true, cookies: '_ga @ .example.com\n_gid' },
    ]);
  });

  it('sends a provider’s categories as the ticked boxes the server reads', () => {
    const [row] = rowsOf('providers', JSON.stringify([{ url: 'stats.example/collect', categories: ['analytics'], fullPath: true }]));
    expect(posted(row!)).toEqual({ url: 'stats.example/collect', fullPath: true, categories: { analytics: '1' } });
  });

  it('starts no rows from a text that is not a JSON list', () => {
    expect(rowsOf('providers', '{"url": "x"}')).toEqual([]);
    expect(rowsOf('categories', '[{')).toEqual([]);
  });

  it('offers providers the categories as they are being edited, else as saved', () => {
    expect(slugsOf(undefined, categories)).toEqual(['necessary', 'analytics']);
    expect(slugsOf([{ slug: 'necessary' }, { slug: ' book-club ' }, { slug: '' }, { slug: 'necessary' }], categories)).toEqual(['necessary', 'book-club']);
  });

  it('adds blank rows of each kind', () => {
    expect(blankRow('categories')).toMatchObject({ slug: '', necessary: false });
    expect(blankRow('providers')).toEqual({ url: '', categories: [], fullPath: false });
  });
});
