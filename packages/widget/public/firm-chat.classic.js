// <firm-chat> from a plain (non-module) <script>: imports the module loader beside this file.
(() => {
  const script = document.currentScript;
  import(new URL('firm-chat.js', script.src).href).catch((error) => {
    console.error('<firm-chat> could not load', error);
  });
})();
