import { formEncode } from '../../../src/kit/form-encode';
import { CALENDAR_ACTION, listingRequest } from '../../../src/kit/listing-api';
import { frontStoreOf, readNav, sentinelMargin } from '../navigation';
import { sliderBreakpoints, slidesPerView } from '../slider-options';
import ListingGrid from '..';

describe('the listing request body', () => {
  test('nested objects and lists are encoded the way PHP reads them', () => {
    const body = formEncode({
      action: 'jet_engine_ajax',
      handler: 'listing_load_more',
      query: { post_type: 'post', post__in: [3, 4] },
      page_settings: { post_id: 12, queried_id: 12, element_id: 'lmore01', page: 2 },
      isEditMode: false,
      addedPostCSS: [],
      skipped: undefined,
    });
    expect(decodeURIComponent(body.toString())).toBe(
      'action=jet_engine_ajax&handler=listing_load_more&query[post_type]=post&query[post__in][]=3&query[post__in][]=4&page_settings[post_id]=12&page_settings[queried_id]=12&page_settings[element_id]=lmore01&page_settings[page]=2&isEditMode=false',
    );
  });
});

describe('listing navigation settings (data-nav)', () => {
  test('are read with safe defaults', () => {
    expect(readNav({ enabled: true, type: 'scroll', more_el: '#m', load_more_offset: { size: 150, unit: 'px' } })).toMatchObject({
      enabled: true,
      type: 'scroll',
      more_el: '#m',
      load_more_offset: { size: 150, unit: 'px' },
    });
    expect(readNav({ enabled: 'true', type: 'sideways', more_el: 3, query: 'x', load_more_offset: { size: 'a', unit: 'em' } } as never)).toEqual({
      enabled: true,
      type: 'click',
      more_el: '',
      query: {},
      widget_settings: {},
      load_more_offset: { size: 0, unit: 'px' },
    });
    expect(readNav({})).toMatchObject({ enabled: false, type: 'click', query: {} });
  });
  test('come from data-nav on the items, read through the handler attributes; no items or no data-nav means no navigation', () => {
    const grid = document.createElement('div');
    grid.innerHTML = `<div class="jet-listing-grid__items" data-nav='{"enabled":true,"type":"scroll"}'></div>`;
    expect((ListingGrid.read(grid).attrs as { nav: unknown }).nav).toMatchObject({ enabled: true, type: 'scroll' });
    grid.innerHTML = '<div class="jet-listing-grid__items"></div>';
    expect((ListingGrid.read(grid).attrs as { nav: unknown }).nav).toMatchObject({ enabled: false });
    expect((ListingGrid.read(document.createElement('div')).attrs as { nav: unknown }).nav).toMatchObject({ enabled: false });
  });
  test('the infinite-scroll sentinel starts loading load_more_offset before it is visible', () => {
    expect(sentinelMargin({ size: 200, unit: 'px' })).toBe('0px 0px 200px 0px');
    expect(sentinelMargin({ size: -5, unit: 'px' })).toBe('0px 0px 0px 0px');
  });
  test('a front-store listing is recognised by its is-front sentinel', () => {
    const nav = (postIn: unknown) => ({
      enabled: false,
      type: 'click' as const,
      more_el: '',
      widget_settings: {},
      load_more_offset: { size: 0, unit: 'px' },
      query: { post__in: postIn },
    });
    expect(frontStoreOf(nav(['is-front', 'local-storage', 'favourites']))).toBe('favourites');
    expect(frontStoreOf(nav([1, 2]))).toBeNull();
  });
  test('slider slides per view default to 3 desktop, 1 tablet, 1 mobile', () => {
    expect(slidesPerView({})).toEqual({ desktop: 3, tablet: 1, mobile: 1 });
    expect(slidesPerView({ slidesToShow: { desktop: 4, tablet: 2, mobile: 0 } })).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
  });
  test('slider breakpoints follow the site breakpoints: 768 and 1025 px by default, others when configured', () => {
    const options = { slidesToShow: { desktop: 4, tablet: 2 } };
    expect(sliderBreakpoints(options, { mobile: 767, tablet: 1024 })).toEqual({ 768: { slidesPerView: 2 }, 1025: { slidesPerView: 4 } });
    expect(sliderBreakpoints(options, { mobile: 599, tablet: 899 })).toEqual({ 600: { slidesPerView: 2 }, 900: { slidesPerView: 4 } });
  });
});

describe('where listing and calendar requests go, and in which shape', () => {
  const answer = { success: true, data: { html: '<div></div>', content: '<table></table>' } };
  let sent: Array<{ url: string; body: URLSearchParams }> = [];
  beforeEach(() => {
    sent = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), body: new URLSearchParams(init?.body as URLSearchParams) });
      return { ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(answer)) };
    }) as unknown as typeof fetch;
  });
  const urls = { assets: '/dist/', ajax: '/wp-admin/admin-ajax.php', rest: '/wp-json/' };

  test('with the listing plugin running, to its own address for this page (?nocache=), as it sends them', async () => {
    const mine = { ...urls, listing: 'https://shop.test/listing/?nocache=1795495514' };
    await listingRequest(mine, 'listing_load_more', { page_settings: { post_id: 40, page: 2 } }, new AbortController().signal);
    await listingRequest(mine, CALENDAR_ACTION, { month: 'March 2027', post: 7 }, new AbortController().signal);
    expect(sent.map((s) => s.url)).toEqual([mine.listing, mine.listing]);
    expect(Object.fromEntries(sent[0]!.body)).toMatchObject({ action: 'jet_engine_ajax', handler: 'listing_load_more', 'page_settings[page]': '2' });
    // The calendar is its own action: `jet_engine_action` at the page address, `action` at admin-ajax.
    expect(Object.fromEntries(sent[1]!.body)).toEqual({
      action: 'jet_engine_calendar_get_month',
      jet_engine_action: 'jet_engine_calendar_get_month',
      month: 'March 2027',
      post: '7',
    });
  });

  test('without it, to admin-ajax (Colophon’s own endpoint answers the same actions)', async () => {
    await listingRequest(urls, 'get_listing', {}, new AbortController().signal);
    await listingRequest(urls, CALENDAR_ACTION, { month: 'March 2027' }, new AbortController().signal);
    expect(sent.map((s) => s.url)).toEqual([urls.ajax, urls.ajax]);
    expect(sent[1]!.body.has('handler')).toBe(false);
  });
});
