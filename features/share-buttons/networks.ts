/**
 * Where each of the page builder's share networks (the `elementor-share-btn_{network}` class) shares
 * a page: its public share address with the page's address, title, text and image filled in. A
 * network not listed here shares nothing (the button is left as printed).
 */

export interface Shared {
  url: string;
  title: string;
  text: string;
  image: string;
}

type Build = (s: Shared, e: (value: string) => string) => string;

const NETWORKS: Record<string, Build> = {
  facebook: (s, e) => `https://www.facebook.com/sharer.php?u=${e(s.url)}`,
  twitter: (s, e) => `https://x.com/intent/post?text=${e(s.title)}&url=${e(s.url)}`,
  'x-twitter': (s, e) => `https://x.com/intent/post?text=${e(s.title)}&url=${e(s.url)}`,
  threads: (s, e) => `https://www.threads.net/intent/post?text=${e(`${s.title} ${s.url}`)}`,
  linkedin: (s, e) => `https://www.linkedin.com/shareArticle?mini=true&url=${e(s.url)}&title=${e(s.title)}&summary=${e(s.text)}`,
  pinterest: (s, e) => `https://www.pinterest.com/pin/create/button/?url=${e(s.url)}&media=${e(s.image)}&description=${e(s.title)}`,
  reddit: (s, e) => `https://www.reddit.com/submit?url=${e(s.url)}&title=${e(s.title)}`,
  vk: (s, e) => `https://vk.com/share.php?url=${e(s.url)}&title=${e(s.title)}&image=${e(s.image)}`,
  odnoklassniki: (s, e) => `https://connect.ok.ru/offer?url=${e(s.url)}&title=${e(s.title)}&imageUrl=${e(s.image)}`,
  tumblr: (s, e) => `https://www.tumblr.com/widgets/share/tool?canonicalUrl=${e(s.url)}&title=${e(s.title)}`,
  digg: (s, e) => `https://digg.com/submit?url=${e(s.url)}`,
  skype: (s, e) => `https://web.skype.com/share?url=${e(s.url)}`,
  stumbleupon: (s, e) => `https://mix.com/add?url=${e(s.url)}`,
  mix: (s, e) => `https://mix.com/add?url=${e(s.url)}`,
  telegram: (s, e) => `https://t.me/share/url?url=${e(s.url)}&text=${e(s.title)}`,
  pocket: (s, e) => `https://getpocket.com/edit?url=${e(s.url)}`,
  xing: (s, e) => `https://www.xing.com/spi/shares/new?url=${e(s.url)}`,
  whatsapp: (s, e) => `https://api.whatsapp.com/send?text=${e(`${s.title} ${s.url}`)}`,
  email: (s, e) => `mailto:?subject=${e(s.title)}&body=${e(`${s.text ? `${s.text}\n\n` : ''}${s.url}`)}`,
};

/** The network a button is for, from its `elementor-share-btn_{network}` class. */
export function networkOf(button: Element): string {
  for (const name of button.classList) if (name.startsWith('elementor-share-btn_')) return name.slice('elementor-share-btn_'.length);
  return '';
}

/** The share address for `network`, or null (unknown network, or `print`, which is not an address). */
export function shareAddress(network: string, shared: Shared): string | null {
  const build = NETWORKS[network];
  return build ? build(shared, encodeURIComponent) : null;
}

/**
 * The address to share: the widget's own (`share_url.url`), else this page's without its fragment
 * and without a `u` parameter pointing elsewhere (a crafted link could make the page share another
 * site under its name).
 */
export function addressToShare(custom: unknown, href: string): string {
  if (typeof custom === 'string' && /^https?:\/\//i.test(custom)) return custom;
  const url = new URL(href);
  url.hash = '';
  const u = url.searchParams.get('u');
  if (u !== null) {
    let same = false;
    try {
      same = new URL(u).hostname === url.hostname;
    } catch {
      // not an address
    }
    if (!same) url.searchParams.delete('u');
  }
  return url.href;
}
