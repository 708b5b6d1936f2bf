// The pet details card of the pet profile (spec 001 section 2.5): picture, name, ID, gender,
// species, breed, color, age by the profile rule, date of birth, weight with unit, problem list,
// the pet's text details that are filled in (the pet contract's list: a note, …), and the Client
// Information card of the pet's parent.
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PetDetailsCard_pet$key } from '../__generated__/PetDetailsCard_pet.graphql';
import { PET_TEXT_DETAILS, PET_TEXT_DETAIL_KEYS } from '@vetchart/contracts/pets/pet';
import { formatPetAge } from './petAge';

const fragment = graphql`
  fragment PetDetailsCard_pet on Pet {
    id
    name
    image
    color
    dateOfBirth
    dateOfBirthIso
    weight
    weightUnit
    problems
    note
    microchip
    gender {
      gender
    }
    species {
      specie
    }
    breed {
      breed
    }
    parent {
      fullName
      phoneNumber
      email
    }
  }
`;

/** The service's id inside the pet's global id (what clinic staff quote). */
function rawId(globalId: string): string {
  try {
    const decoded = atob(globalId);
    return decoded.startsWith('Pet:') ? decoded.slice(4) : globalId;
  } catch {
    return globalId;
  }
}

/** (512) 555-0111 for ten digits; anything else as stored. */
function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : phone;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function PetDetailsCard({ pet: petKey }: { pet: PetDetailsCard_pet$key }) {
  const pet = useFragment(fragment, petKey);
  const problems = pet.problems.filter((problem) => problem.trim() !== '');
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="pet-details-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <div className="flex items-center gap-4">
          {pet.image ? (
            <img src={pet.image} alt={`Picture of ${pet.name}`} className="size-20 shrink-0 rounded-full border border-slate-200 object-cover" />
          ) : (
            <div
              aria-hidden="true"
              className="flex size-20 shrink-0 items-center justify-center rounded-full border border-slate-200 bg-teal-50 text-3xl font-semibold text-teal-800"
            >
              {pet.name.charAt(0).toUpperCase()}
            </div>
          )}
          <div className="min-w-0">
            <h2 id="pet-details-title" className="truncate text-2xl font-semibold text-slate-900">
              {pet.name}
            </h2>
            <p className="mt-0.5 text-xs text-slate-500">
              ID: <span className="font-mono">{rawId(pet.id)}</span>
            </p>
          </div>
        </div>
        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-4" aria-label="Pet details">
          <Detail label="Gender">{pet.gender?.gender ?? 'N/A'}</Detail>
          <Detail label="Species">{pet.species?.specie ?? 'N/A'}</Detail>
          <Detail label="Breed">{pet.breed?.breed ?? 'N/A'}</Detail>
          <Detail label="Color">{pet.color.trim() || 'N/A'}</Detail>
          <Detail label="Age">{formatPetAge(pet.dateOfBirthIso)}</Detail>
          <Detail label="DOB">{pet.dateOfBirth}</Detail>
          <Detail label="Weight">
            {pet.weight} {pet.weightUnit}
          </Detail>
        </dl>
        <div className="mt-5">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Problem List</h3>
          {problems.length > 0 ? (
            <ul className="mt-1.5 flex flex-wrap gap-2" aria-label="Problem List">
              {problems.map((problem) => (
                <li key={problem} className="rounded-full bg-amber-50 px-2.5 py-0.5 text-sm text-amber-900 ring-1 ring-amber-200">
                  {problem}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-sm text-slate-900">N/A</p>
          )}
        </div>
        {PET_TEXT_DETAIL_KEYS.filter((key) => pet[key]?.trim()).map((key) => (
          <div key={key} className="mt-5">
            <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{PET_TEXT_DETAILS[key].label}</h3>
            <p className="mt-1 text-sm whitespace-pre-wrap text-slate-900">{pet[key]}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="client-information-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="client-information-title" className="text-base font-semibold text-slate-900">
          Client Information
        </h2>
        <dl className="mt-4 space-y-3" aria-label="Client Information">
          <Detail label="Name">{pet.parent.fullName}</Detail>
          <Detail label="Phone no">{pet.parent.phoneNumber ? formatPhone(pet.parent.phoneNumber) : 'N/A'}</Detail>
          <Detail label="Email">
            {pet.parent.email ? (
              <a className="text-teal-800 underline-offset-2 hover:underline" href={`mailto:${pet.parent.email}`}>
                {pet.parent.email}
              </a>
            ) : (
              'N/A'
            )}
          </Detail>
        </dl>
      </section>
    </div>
  );
}
