import { formEncode } from '../../src/handlers/shared/form-encode';
import { frontStoreOf, readNav, sentinelMargin } from '../../src/handlers/listing-grid/navigation';
import { slidesPerView } from '../../src/handlers/listing-grid/slider-options';

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
  test('are read with safe defaults; broken JSON means no navigation', () => {
    const element = document.createElement('div');
    element.dataset.nav = JSON.stringify({ enabled: true, type: 'scroll', more_el: '#m', load_more_offset: { size: 150, unit: 'px' } });
    expect(readNav(element)).toMatchObject({ enabled: true, type: 'scroll', more_el: '#m', load_more_offset: { size: 150, unit: 'px' } });
    element.dataset.nav = '{broken';
    expect(readNav(element)).toMatchObject({ enabled: false, type: 'click', query: {} });
  });
  test('the infinite-scroll sentinel starts loading load_more_offset before it is visible', () => {
    expect(sentinelMargin({ size: 200, unit: 'px' })).toBe('0px 0px 200px 0px');
    expect(sentinelMargin({ size: -5, unit: 'px' })).toBe('0px 0px 0px 0px');
  });
  test('a front-store listing is recognised by its is-front sentinel', () => {
    const nav = (postIn: unknown) => ({ enabled: false, type: 'click' as const, more_el: '', widget_settings: {}, load_more_offset: { size: 0, unit: 'px' }, query: { post__in: postIn } });
    expect(frontStoreOf(nav(['is-front', 'local-storage', 'favourites']))).toBe('favourites');
    expect(frontStoreOf(nav([1, 2]))).toBeNull();
  });
  test('slider slides per view default to 3 desktop, 1 tablet, 1 mobile', () => {
    expect(slidesPerView({})).toEqual({ desktop: 3, tablet: 1, mobile: 1 });
    expect(slidesPerView({ slidesToShow: { desktop: 4, tablet: 2, mobile: 0 } })).toEqual({ desktop: 4, tablet: 2, mobile: 1 });
  });
});
