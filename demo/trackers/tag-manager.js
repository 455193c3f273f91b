/* Demo stand-in for a tag manager (not blocked: it reads consent mode). It injects an ad pixel, as tag managers do. */
window.colophonDemo.run('tag-manager.js');
(function () {
  var pixel = document.createElement('script');
  pixel.async = true;
  pixel.src = '/wp-content/plugins/colophon/demo/trackers/pixel.js?v=1';
  pixel.setAttribute('data-demo', 'pixel');
  document.head.appendChild(pixel);
})();
