/**
 * How two screenshots of a widget differ, decoded in the browser of `page`: pixels whose colour
 * differs by more than 16 of 255 in a channel are seen; smaller differences are antialiasing (the
 * same glyph or edge rasterised on another compositing layer) and only counted. Used by the lab's
 * side-by-side checks (widgets-check.mjs, addons-check.mjs).
 */
export async function comparePictures(page, ours, theirs) {
  return page.evaluate(
    async ([a, b]) => {
      const decode = async (base64) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height) return { size: false, seen: 0, faint: 0 };
      let seen = 0;
      let faint = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        const most = Math.max(...[0, 1, 2, 3].map((c) => Math.abs(x.data[i + c] - y.data[i + c])));
        if (most > 16) seen++;
        else if (most > 0) faint++;
      }
      return { size: true, seen, faint };
    },
    [ours.toString('base64'), theirs.toString('base64')],
  );
}
