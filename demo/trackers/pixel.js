/* Demo stand-in for an ad pixel: records that it ran and fires a beacon. Blocked until "advertisement" is allowed. */
window.colophonDemo.run('pixel.js');
new Image().src = '/demo-tracker/collect?from=pixel';
