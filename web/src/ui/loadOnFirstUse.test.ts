import { expect, test } from 'vitest';
import { loadOnFirstUse } from './loadOnFirstUse.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('loads once however often it is used, and hands over the module', async () => {
  const loading = { current: false };
  let imports = 0;
  const modules: string[] = [];
  const importer = async () => {
    imports += 1;
    return 'module';
  };
  loadOnFirstUse(loading, importer, (module) => modules.push(module));
  loadOnFirstUse(loading, importer, (module) => modules.push(module));
  await settle();
  loadOnFirstUse(loading, importer, (module) => modules.push(module));
  await settle();
  expect(imports).toBe(1);
  expect(modules).toEqual(['module']);
});

test('a failed load is tried again by the next use', async () => {
  const loading = { current: false };
  let imports = 0;
  const modules: string[] = [];
  const importer = async () => {
    imports += 1;
    if (imports === 1) throw new Error('Failed to fetch dynamically imported module');
    return 'module';
  };
  loadOnFirstUse(loading, importer, (module) => modules.push(module));
  await settle();
  expect(modules).toEqual([]);
  expect(loading.current).toBe(false);
  loadOnFirstUse(loading, importer, (module) => modules.push(module));
  await settle();
  expect(imports).toBe(2);
  expect(modules).toEqual(['module']);
});
