const { escapeHtml } = require('./escape-html');

test('what could end a text run, a tag or a double-quoted attribute is written as an entity, & first so no entity is read twice', () => {
  expect(escapeHtml('"><script>x("&amp;")</script>')).toBe('&quot;&gt;&lt;script&gt;x(&quot;&amp;amp;&quot;)&lt;/script&gt;');
});

test('a value with none of them stays as it is', () => {
  expect(escapeHtml('https://static.example/registration/1.4.2/remoteEntry.js')).toBe(
    'https://static.example/registration/1.4.2/remoteEntry.js',
  );
});
