// What the sandbox Covetrus practice SANDBOX-CLINIC-1 holds: doctors, clients, patients with
// their medical records, and appointments. Appointment dates are days relative to "today" in the
// practice's time zone, so the demo clinic always has a schedule around the day it is opened.
// Tests pass their own copy (createPracticeData) and change it to play a practice that changed.

export interface SandboxDoctor {
  id: string;
  first_name: string;
  last_name: string;
  title: string;
}

export interface SandboxClient {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string | null; city: string; state: string; zip: string };
  updated_at: string;
}

export interface SandboxMedicalRecord {
  id: string;
  date: string;
  kind: 'exam' | 'vaccination' | 'lab' | 'medication' | 'surgery' | 'soap' | 'treatment_result';
  title: string;
  notes: string;
  /** Set on records a partner wrote (POST …/medical-records): the partner's own id for it. */
  external_id?: string;
  author?: string;
  /** A written record's parts as the partner sent them, and how many times it was written. */
  sections?: Array<{ section: string; value: string }>;
  medications?: Array<Record<string, unknown>>;
  charges?: Array<Record<string, unknown>>;
  writes?: number;
}

export interface SandboxPatient {
  id: string;
  client_id: string;
  name: string;
  species: string;
  breed: string;
  color: string;
  sex: string;
  date_of_birth: string;
  weight: number;
  weight_unit: 'lb' | 'kg';
  updated_at: string;
  medical_records: SandboxMedicalRecord[];
}

export interface SandboxAppointment {
  id: string;
  patient_id: string;
  provider_id: string;
  /** Days after the practice's today. */
  day_offset: number;
  time: string;
  duration_minutes: number;
  type: string;
  status: 'Scheduled' | 'Confirmed' | 'Checked In' | 'Completed' | 'Cancelled';
}

export interface SandboxPractice {
  practiceId: string;
  timeZone: string;
  doctors: SandboxDoctor[];
  clients: SandboxClient[];
  patients: SandboxPatient[];
  appointments: SandboxAppointment[];
}

const UPDATED = '2026-01-05T15:00:00.000Z';

export function createPracticeData(): SandboxPractice[] {
  const doctors: SandboxDoctor[] = [
    { id: 'CV-DR-101', first_name: 'Elena', last_name: 'Ramirez', title: 'DVM' },
    { id: 'CV-DR-102', first_name: 'Marcus', last_name: 'Okafor', title: 'DVM' },
    { id: 'CV-DR-103', first_name: 'Priya', last_name: 'Shah', title: 'DVM, DACVIM' },
  ];
  const client = (id: string, first: string, last: string, phone: string, line1: string, city: string, zip: string): SandboxClient => ({
    id,
    first_name: first,
    last_name: last,
    email: `${first}.${last}@example.com`.toLowerCase(),
    phone,
    address: { line1, line2: null, city, state: 'NY', zip },
    updated_at: UPDATED,
  });
  const clients: SandboxClient[] = [
    client('CV-CL-2001', 'Hannah', 'Brooks', '(212) 555-0141', '18 Orchard Street', 'New York', '10002'),
    client('CV-CL-2002', 'Daniel', 'Kim', '(718) 555-0178', '402 Atlantic Avenue', 'Brooklyn', '11217'),
    client('CV-CL-2003', 'Sofia', 'Alvarez', '(914) 555-0122', '9 Maple Lane', 'Yonkers', '10701'),
    client('CV-CL-2004', 'Thomas', 'Reed', '(516) 555-0190', '77 Harbor Road', 'Port Washington', '11050'),
    client('CV-CL-2005', 'Grace', 'Liu', '(646) 555-0116', '230 West 72nd Street', 'New York', '10023'),
  ];
  const record = (id: string, date: string, kind: SandboxMedicalRecord['kind'], title: string, notes: string): SandboxMedicalRecord => ({
    id,
    date,
    kind,
    title,
    notes,
  });
  const patients: SandboxPatient[] = [
    {
      id: 'CV-PT-3001', client_id: 'CV-CL-2001', name: 'Biscuit', species: 'Canine', breed: 'Labrador Retriever', color: 'Yellow',
      sex: 'Male', date_of_birth: '2019-04-12', weight: 68.4, weight_unit: 'lb', updated_at: UPDATED,
      medical_records: [
        record('CV-MR-1', '2025-03-18', 'exam', 'Annual wellness exam', 'Bright and alert. Mild dental tartar. Weight stable.'),
        record('CV-MR-2', '2025-03-18', 'vaccination', 'Rabies 3-year', 'Administered right hind limb. Next due 2028-03.'),
        record('CV-MR-3', '2025-09-02', 'medication', 'Carprofen 75 mg', 'One tablet by mouth every 12 hours for 7 days after a left forelimb sprain.'),
      ],
    },
    {
      id: 'CV-PT-3002', client_id: 'CV-CL-2001', name: 'Pepper', species: 'Feline', breed: 'Domestic Shorthair', color: 'Black',
      sex: 'Female', date_of_birth: '2021-08-30', weight: 9.1, weight_unit: 'lb', updated_at: UPDATED,
      medical_records: [
        record('CV-MR-4', '2025-05-06', 'exam', 'Vomiting, two days', 'Hairball suspected. Abdomen soft. Bland diet advised.'),
        record('CV-MR-5', '2025-05-06', 'lab', 'Chemistry panel', 'All values within reference ranges.'),
      ],
    },
    {
      id: 'CV-PT-3003', client_id: 'CV-CL-2002', name: 'Mochi', species: 'Canine', breed: 'Siberian Husky', color: 'Red',
      sex: 'Female', date_of_birth: '2020-01-22', weight: 10.5, weight_unit: 'kg', updated_at: UPDATED,
      medical_records: [record('CV-MR-6', '2025-07-14', 'exam', 'Itchy skin', 'Pruritus of the paws; food trial started.')],
    },
    {
      id: 'CV-PT-3004', client_id: 'CV-CL-2003', name: 'Luna', species: 'Feline', breed: 'Maine Coon', color: 'Brown Tabby',
      sex: 'Female', date_of_birth: '2018-11-03', weight: 14.2, weight_unit: 'lb', updated_at: UPDATED,
      medical_records: [
        record('CV-MR-7', '2024-12-10', 'surgery', 'Dental cleaning with two extractions', 'Recovered uneventfully.'),
        record('CV-MR-8', '2025-10-01', 'lab', 'T4', 'Total T4 2.1 µg/dL (normal).'),
      ],
    },
    {
      id: 'CV-PT-3005', client_id: 'CV-CL-2004', name: 'Rocco', species: 'Canine', breed: 'Boxer', color: 'Fawn',
      sex: 'Male', date_of_birth: '2017-06-19', weight: 31.0, weight_unit: 'kg', updated_at: UPDATED,
      medical_records: [record('CV-MR-9', '2025-08-21', 'exam', 'Heart murmur recheck', 'Grade II/VI left apical murmur, unchanged.')],
    },
    {
      id: 'CV-PT-3006', client_id: 'CV-CL-2005', name: 'Kiwi', species: 'Canine', breed: 'French Bulldog', color: 'Fawn',
      sex: 'Female', date_of_birth: '2022-02-14', weight: 16.8, weight_unit: 'lb', updated_at: UPDATED,
      medical_records: [],
    },
  ];
  const appointment = (
    id: string, patient_id: string, provider_id: string, day_offset: number, time: string, type: string,
    status: SandboxAppointment['status'] = 'Scheduled',
  ): SandboxAppointment => ({ id, patient_id, provider_id, day_offset, time, duration_minutes: 30, type, status });
  const appointments: SandboxAppointment[] = [
    appointment('CV-AP-5001', 'CV-PT-3005', 'CV-DR-102', -1, '10:00', 'Recheck', 'Completed'),
    appointment('CV-AP-5002', 'CV-PT-3001', 'CV-DR-101', 0, '09:00', 'Wellness Exam', 'Confirmed'),
    appointment('CV-AP-5003', 'CV-PT-3002', 'CV-DR-101', 0, '09:30', 'Sick Visit', 'Checked In'),
    appointment('CV-AP-5004', 'CV-PT-3003', 'CV-DR-102', 1, '11:00', 'Dermatology Consult'),
    appointment('CV-AP-5005', 'CV-PT-3004', 'CV-DR-103', 3, '14:15', 'Senior Wellness'),
    appointment('CV-AP-5006', 'CV-PT-3006', 'CV-DR-101', 7, '08:45', 'Vaccination'),
    appointment('CV-AP-5007', 'CV-PT-3005', 'CV-DR-103', 7, '15:30', 'Cardiology Consult'),
    appointment('CV-AP-5008', 'CV-PT-3001', 'CV-DR-102', 10, '10:30', 'Dental Cleaning', 'Cancelled'),
  ];
  return [{ practiceId: 'SANDBOX-CLINIC-1', timeZone: 'America/New_York', doctors, clients, patients, appointments }];
}
