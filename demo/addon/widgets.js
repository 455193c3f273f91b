/*
 * The demo's stand-in of a page-builder add-on's widget script (demo/page-builder-widgets.php),
 * written here the way add-ons write theirs against the page builder's documented front-end API:
 * it marks the page it ran on, then, once `elementor/frontend/init` fires on the window, registers
 * a toggle through its `element_ready` action and a counter as a handler class on the handler base
 * (its step read from the widget's settings). Under takeover they run on Colophon's page-builder
 * layer (features/takeover/page-builder-api/).
 */
(function ($) {
  document.documentElement.setAttribute('data-demo-addon', 'ran');

  function toggle($scope) {
    var $button = $scope.find('.demo-addon-toggle__button');
    var $panel = $scope.find('.demo-addon-toggle__panel');
    $button.on('click', function () {
      var open = $button.attr('aria-expanded') !== 'true';
      $button.attr('aria-expanded', String(open));
      $panel.prop('hidden', !open);
    });
    $scope.attr('data-demo-ready', 'toggle');
    // The page builder's Swiper wrapper, called with `new` as add-ons call it, with the Swiper an
    // add-on bundles (a stand-in here that marks its element).
    if (!window.Swiper)
      window.Swiper = function DemoSwiper(element) {
        element.setAttribute('data-demo-swiper', 'made');
      };
    new window.elementorFrontend.utils.swiper($panel, {}).then(function () {
      $scope.attr('data-demo-swiper', 'ready');
    });
  }

  $(window).on('elementor/frontend/init', function () {
    var frontend = window.elementorFrontend;
    frontend.hooks.addAction('frontend/element_ready/demo-addon-toggle.default', toggle);

    var Counter = window.elementorModules.frontend.handlers.Base.extend({
      getDefaultSettings: function () {
        return { selectors: { button: '.demo-addon-counter__button', value: '.demo-addon-counter__value' } };
      },
      getDefaultElements: function () {
        var selectors = this.getSettings('selectors');
        return { $button: this.$element.find(selectors.button), $value: this.$element.find(selectors.value) };
      },
      bindEvents: function () {
        // Passed as it is: the handler base keeps its `this`.
        this.elements.$button.on('click', this.onClick);
        this.$element.attr('data-demo-ready', 'counter ' + frontend.getCurrentDeviceMode());
      },
      onClick: function () {
        var step = Number(this.getElementSettings('step')) || 1;
        this.elements.$value.text(Number(this.elements.$value.text()) + step);
      },
    });
    frontend.elementsHandler.attachHandler('demo-addon-counter', Counter);
  });
})(window.jQuery);
