// Hospital settings: reading a clinic, the contact rules with their messages, who may change
// them, the audit trail, and that no other organization's clinic is reachable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAuthDemo } from '../service.ts';
import { signIn, startAuthHarness, type AuthHarness } from '../testing.ts';
import { isPoBox } from '@vetchart/contracts/address';

let h: AuthHarness;
let admin: Awaited<ReturnType<typeof signIn>>;
let clinicCode: string;
beforeAll(async () => {
  h = await startAuthHarness();
  await seedAuthDemo(h.deps);
  admin = await signIn(h, 'admin@demo.vet');
  clinicCode = admin.clinics[0].clinic_code;
});
afterAll(async () => h?.close());

function form(overrides: Record<string, unknown> = {}) {
  return {
    clinic_code: clinicCode,
    name: 'Demo Animal Hospital',
    email: 'frontdesk@demo.vet',
    phone: '5125550100',
    contact_name: 'Morgan Hayes',
    tax_rate: 8.25,
    address1: '2150 South Lamar Blvd',
    address2: 'Suite 110',
    city: 'Austin',
    state: 'TX',
    zip: '78704',
    timezone: 'America/Chicago',
    weight_unit: 'pound',
    temperature_unit: 'fahrenheit',
    avatar: null,
    ...overrides,
  };
}

const put = (body: unknown, token = admin.token) => h.call('PUT', '/clinic', { token, body });

describe('GET /clinic/{code}', () => {
  it('reads a clinic of the caller\'s organization, for any member', async () => {
    const vet = await signIn(h, 'vet@demo.vet');
    const result = await h.call('GET', `/clinic/${clinicCode}`, { token: vet.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ clinic_code: clinicCode, name: 'Demo Animal Hospital', email: 'frontdesk@demo.vet', tax_rate: 8.25 });
  });

  it('answers 404 for another organization\'s clinic and 401 without a token', async () => {
    const other = await signIn(h, 'admin@other.vet');
    expect(await h.call('GET', `/clinic/${clinicCode}`, { token: other.token })).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    expect((await h.call('GET', `/clinic/${clinicCode}`)).status).toBe(401);
  });
});

describe('PUT /clinic', () => {
  it('saves every field, returns the clinic, and records who changed what', async () => {
    const audits = await h.count('auth.audit_log');
    const result = await put(form({ name: 'Demo Animal Hospital South', tax_rate: 7.125, weight_unit: 'kilograms', temperature_unit: 'celsius', address2: '' }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      name: 'Demo Animal Hospital South',
      tax_rate: 7.125,
      weight_unit: 'kilograms',
      temperature_unit: 'celsius',
      address2: null,
      timezone: 'America/Chicago',
    });
    const me = await h.call('GET', '/me', { token: admin.token });
    expect(me.body.clinics[0]).toMatchObject({ name: 'Demo Animal Hospital South', tax_rate: 7.125 });
    expect(await h.count('auth.audit_log')).toBe(audits + 1);
    const [entry] = await h.db.query<{ action: string; actor_user_id: string; detail: any }>(
      `SELECT action, actor_user_id, detail FROM auth.audit_log ORDER BY id DESC LIMIT 1`,
    );
    expect(entry!.action).toBe('clinic.updated');
    expect(entry!.actor_user_id).toBe(admin.user.id);
    expect(entry!.detail.changes.name).toEqual({ from: 'Demo Animal Hospital', to: 'Demo Animal Hospital South' });
    expect(entry!.detail.changes.tax_rate).toEqual({ from: 8.25, to: 7.125 });
    expect(Object.keys(entry!.detail.changes)).not.toContain('email');
  });

  it('keeps a logo uploaded to the product, and refuses addresses that are not images we serve', async () => {
    const saved = await put(form({ avatar: '/files/abcdefghijklmnopqrstuv.png' }));
    expect(saved.body.avatar).toBe('/files/abcdefghijklmnopqrstuv.png');
    for (const avatar of ['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zz4=', '/files/../secret.png', 'http://insecure.example/logo.png']) {
      const result = await put(form({ avatar }));
      expect(result.body.errors, avatar).toEqual([{ path: 'avatar', message: 'Invalid logo address.' }]);
    }
  });

  it('gives each rule its message and changes nothing', async () => {
    const before = (await h.call('GET', `/clinic/${clinicCode}`, { token: admin.token })).body;
    const audits = await h.count('auth.audit_log');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Please enter hospital name'],
      [{ email: '' }, 'email', 'Please enter email'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email!'],
      [{ phone: '' }, 'phone', 'Please enter phone number'],
      [{ phone: '5125550100123' }, 'phone', 'Invalid phone number'],
      [{ phone: '512-555-01a0' }, 'phone', 'Invalid phone number'],
      [{ contact_name: ' ' }, 'contact_name', 'Please enter contact name'],
      [{ tax_rate: undefined }, 'tax_rate', 'Please enter tax rate'],
      [{ tax_rate: 'eight' }, 'tax_rate', 'Tax rate must be a number from 0 to 100 with at most 3 decimals.'],
      [{ tax_rate: 100.5 }, 'tax_rate', 'Tax rate must be a number from 0 to 100 with at most 3 decimals.'],
      [{ tax_rate: -1 }, 'tax_rate', 'Tax rate must be a number from 0 to 100 with at most 3 decimals.'],
      [{ tax_rate: 8.2501 }, 'tax_rate', 'Tax rate must be a number from 0 to 100 with at most 3 decimals.'],
      [{ address1: 'A'.repeat(101) }, 'address1', 'Address must be at most 100 characters.'],
      [{ address1: 'P.O. Box 123' }, 'address1', 'PO Box is not allowed!'],
      [{ address2: 'B'.repeat(81) }, 'address2', 'Address line 2 must be at most 80 characters.'],
      [{ city: '' }, 'city', 'Please enter city'],
      [{ state: '' }, 'state', 'Please enter state'],
      [{ zip: '' }, 'zip', 'Please enter zip'],
      [{ timezone: 'Mars/Olympus' }, 'timezone', 'Please select timezone'],
      [{ weight_unit: 'stone' }, 'weight_unit', 'Please select weight unit'],
      [{ temperature_unit: 'kelvin' }, 'temperature_unit', 'Please select temperature unit'],
    ];
    for (const [overrides, path, message] of cases) {
      const result = await put(form(overrides));
      expect(result.status, JSON.stringify(overrides)).toBe(400);
      expect(result.body.errors, JSON.stringify(overrides)).toEqual([{ path, message }]);
    }
    expect((await put(form({ address1: 'A'.repeat(100), address2: 'B'.repeat(80), phone: '+1 512555010', tax_rate: 100 }))).status).toBe(200);
    expect((await put(form({ ...before, tax_rate: before.tax_rate }))).status).toBe(200);
    expect(await h.count('auth.audit_log')).toBe(audits + 2);
  });

  it('refuses people who are not super admins or client admins', async () => {
    for (const email of ['vet@demo.vet', 'tech@demo.vet', 'assistant@demo.vet']) {
      const session = await signIn(h, email);
      expect((await put(form({ name: 'Taken over' }), session.token)).status, email).toBe(403);
    }
    const superAdmin = await signIn(h, 'superadmin@demo.vet');
    expect((await put(form({ name: 'Demo Animal Hospital' }), superAdmin.token)).status).toBe(200);
  });

  it('never changes another organization\'s clinic, whatever code is sent', async () => {
    const other = await signIn(h, 'admin@other.vet');
    const result = await put(form({ name: 'Hijacked' }), other.token);
    expect(result).toMatchObject({ status: 404, body: { message: 'Not found.' } });
    const demo = (await h.call('GET', `/clinic/${clinicCode}`, { token: admin.token })).body;
    expect(demo.name).toBe('Demo Animal Hospital');
  });
});

describe('PO Box detection', () => {
  it.each(['PO Box 12', 'P.O. Box 12', 'p.o. box 12', 'P O Box 7', 'POBox 9', 'PO-Box 4', 'Post Office Box 3', 'post office box 3', 'POB 44', 'P.O.B. 44', '12 Main St, PO Box 5'])(
    'refuses %s',
    (address) => expect(isPoBox(address)).toBe(true),
  );
  it.each(['2150 South Lamar Blvd', '100 Pobrecito Lane', '5 Spokane Box Co', 'Box Elder Road', '1 Post Office Square', 'Apollo Boxing Center'])(
    'accepts %s',
    (address) => expect(isPoBox(address)).toBe(false),
  );
});
