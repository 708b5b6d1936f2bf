import { test, expect } from 'vitest';
test('probe', () => { console.log('ENV', process.env.VETCHART_TEST_TEMPLATES); expect(1).toBe(1); });
