// The SEO fields' snippet preview and character counts (templates/partial_seo.html): plain script,
// no build step. Without it the server-rendered preview and counts stand.
(function () {
  'use strict';
  function init(box) {
    var form = box.closest('form');
    if (!form) { return; }
    var field = function (name) { return form.querySelector('[name="' + name + '"]'); };
    var preview = function (what) { return box.querySelector('[data-seo-preview="' + what + '"]'); };
    var update = function () {
      var title = field('meta_titulo').value.trim() || (field('titulo') || field('pregunta') || { value: '' }).value.trim();
      preview('title').textContent = title || 'Título de la página';
      var desc = field('meta_descripcion').value.trim();
      preview('description').textContent = desc || 'Sin descripción propia: los buscadores usan la del sitio o un fragmento del texto.';
      var url = field('url_canonica').value.trim() || (field('slug') ? field('slug').value.trim() : '');
      preview('url').textContent = url || 'Dirección de la página';
      box.querySelectorAll('[data-seo-counter]').forEach(function (c) {
        var input = field(c.getAttribute('data-seo-counter'));
        var n = Array.from(input.value).length;
        c.textContent = String(n);
        c.classList.toggle('over', n > Number(input.getAttribute('data-seo-count')));
      });
    };
    form.addEventListener('input', update);
    update();
  }
  document.querySelectorAll('details.seo-fields').forEach(init);
}());
