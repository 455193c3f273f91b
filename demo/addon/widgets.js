/* The demo's stand-in of a page-builder add-on's widget script (demo/page-builder-widgets.php): it marks the page it ran on. */
document.documentElement.setAttribute('data-demo-addon', 'ran');
