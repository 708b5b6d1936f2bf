// The pet form (spec 001 section 5, Pet form): picture, name, specie, breed (the chosen specie's),
// color (suggesting the clinic's colors), date of birth, gender, weight in the preferred unit,
// problems typed comma separated, and the pet's optional text details (a note, …: the contract's list). Used for each pet of the Add New Pet flow and to
// edit a pet; the owner field is the caller's.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { PetFormBreedsQuery } from '../__generated__/PetFormBreedsQuery.graphql';
import type { PetFormOptionsQuery } from '../__generated__/PetFormOptionsQuery.graphql';
import { LazyAiTextTools } from '../ai/LazyAiTextTools';
import { OptionSelect, type Option } from '../catalogues/OptionSelect';
import { Button } from '../ui/Button';
import { contractResolver } from '../ui/contractResolver';
import { TextField } from '../ui/FormField';
import { notify } from '../ui/notifications/notificationStore';
import { Spinner } from '../ui/Spinner';
import { useImagePicker } from '../ui/upload/useImagePicker';
import { useUploadPetImage } from './mutations/useUploadPetImage';
import { PetPicture } from './PetPicture';
import { MAX_PET_IMAGE_BYTES, PET_IMAGE_TYPES, PET_TEXT_DETAILS, PET_TEXT_DETAIL_KEYS, petSchema, type PetValues } from './petSchema';

const optionsQuery = graphql`
  query PetFormOptionsQuery {
    species(first: 50, orderBy: NAME) {
      edges {
        node {
          id
          specie
        }
      }
    }
    genders(first: 50) {
      edges {
        node {
          id
          gender
        }
      }
    }
    colors(first: 50) {
      edges {
        node {
          id
          color
        }
      }
    }
  }
`;

const breedsQuery = graphql`
  query PetFormBreedsQuery($specieId: ID!) {
    breeds(first: 50, specieId: $specieId) {
      edges {
        node {
          id
          breed
        }
      }
    }
  }
`;

interface PetFormProps {
  initial: PetValues;
  weightUnit: string;
  submitLabel: string;
  /** True when the values were taken; the form then starts over if `clearOnSubmit`. */
  onSubmit: (values: PetValues, setError: UseFormSetError<PetValues>) => Promise<boolean>;
  onCancel?: () => void;
  cancelLabel?: string;
  clearOnSubmit?: boolean;
  /** The Pet Owner field (a fixed parent while adding, a choice while editing). */
  owner: ReactNode;
}

export function PetForm({ initial, weightUnit, submitLabel, onSubmit, onCancel, cancelLabel = 'Cancel', clearOnSubmit = false, owner }: PetFormProps) {
  const options = useLazyLoadQuery<PetFormOptionsQuery>(optionsQuery, {}, { fetchPolicy: 'store-and-network' });
  const environment = useRelayEnvironment();
  const [uploadImage, uploading] = useUploadPetImage();
  const [breeds, setBreeds] = useState<Option[] | null>(null);
  const fileId = useId();
  const colorListId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PetValues>({ resolver: contractResolver<PetValues, typeof petSchema>(petSchema), defaultValues: initial });
  const specieId = watch('specieId');
  const image = watch('image');

  // The breed choices follow the chosen specie (the breeds query's specieId argument).
  useEffect(() => {
    if (!specieId) {
      setBreeds([]);
      return;
    }
    let current = true;
    setBreeds(null);
    fetchQuery<PetFormBreedsQuery>(environment, breedsQuery, { specieId }, { fetchPolicy: 'store-or-network' })
      .toPromise()
      .then((data) => {
        if (current) setBreeds((data?.breeds.edges ?? []).map((edge) => ({ value: edge.node.id, label: edge.node.breed })));
      })
      .catch((error: Error) => {
        if (current) setBreeds([]);
        notify('error', 'Pet Error', error.message);
      });
    return () => {
      current = false;
    };
  }, [specieId, environment]);

  // Once the choices are shown, the select shows the chosen breed again (it could not while loading).
  useEffect(() => {
    if (breeds?.length) setValue('breedId', getValues('breedId'));
  }, [breeds, setValue, getValues]);

  const species = options.species.edges.map((edge) => ({ value: edge.node.id, label: edge.node.specie }));
  const genders = options.genders.edges.map((edge) => ({ value: edge.node.id, label: edge.node.gender }));

  // Spec 001 section 5: images only; larger than 5 MB is refused with 'File to large'.
  const picture = useImagePicker({
    maxBytes: MAX_PET_IMAGE_BYTES,
    types: PET_IMAGE_TYPES,
    tooLargeText: 'Any file larger than 5MB is filtered out.',
    failedText: 'The picture could not be uploaded.',
    upload: async (input) => {
      const { uploadPetImage: result } = await uploadImage({ input });
      return result.__typename === 'UploadPetImageSuccess' && result.url ? { url: result.url } : { message: 'message' in result ? result.message : undefined };
    },
    onUploaded: (url) => setValue('image', url, { shouldDirty: true }),
  });

  const submit = async (values: PetValues) => {
    if (await onSubmit(values, setError)) {
      if (clearOnSubmit) {
        reset(initial);
        picture.setError(null);
      }
    }
  };

  const today = new Date().toISOString().slice(0, 10);
  const specieField = register('specieId', { onChange: () => setValue('breedId', '') });
  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="space-y-5" aria-label="Pet details">
      <div className="flex items-center gap-4">
        <PetPicture url={image} name={watch('name') || 'The pet'} size={64} />
        <div>
          <input ref={fileInput} id={fileId} type="file" accept={PET_IMAGE_TYPES.join(',')} className="sr-only" onChange={(event) => void picture.onChosen(event)} />
          <div className="flex flex-wrap items-center gap-2">
            <label
              htmlFor={fileId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-focus-visible:outline-2 has-focus-visible:outline-teal-600"
            >
              {uploading && <Spinner />}
              {uploading ? 'Uploading…' : image ? 'Change picture' : 'Upload picture'}
            </label>
            {image && (
              <Button variant="ghost" className="px-2 py-1.5 text-sm" onClick={() => setValue('image', null, { shouldDirty: true })}>
                Remove picture
              </Button>
            )}
          </div>
          <p className="mt-1 text-xs text-slate-500">PNG, JPEG, GIF or WebP, at most 5 MB. Optional.</p>
          {picture.error && (
            <p role="alert" className="mt-1 text-sm text-rose-600">
              {picture.error}
            </p>
          )}
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={100} autoComplete="off" error={errors.name?.message} {...register('name')} />
        {owner}
        <OptionSelect label="Specie" placeholder="Select specie" options={species} error={errors.specieId?.message} {...specieField} />
        <OptionSelect
          label="Breed"
          placeholder={!specieId ? 'Select a specie first' : breeds === null ? 'Loading breeds…' : 'Select breed'}
          options={breeds ?? []}
          disabled={!specieId || breeds === null}
          error={errors.breedId?.message}
          {...register('breedId')}
        />
        <OptionSelect label="Gender" placeholder="Select gender" options={genders} error={errors.genderId?.message} {...register('genderId')} />
        <div>
          <TextField label="Color" maxLength={100} list={colorListId} autoComplete="off" error={errors.color?.message} {...register('color')} />
          <datalist id={colorListId}>
            {options.colors.edges.map((edge) => (
              <option key={edge.node.id} value={edge.node.color} />
            ))}
          </datalist>
        </div>
        <TextField label="Date Of Birth" type="date" max={today} error={errors.dateOfBirth?.message} {...register('dateOfBirth')} />
        <TextField label={`Weight (${weightUnit})`} type="number" inputMode="decimal" min="0" step="0.01" error={errors.weight?.message} {...register('weight')} />
      </div>
      <TextField label="Problem List" placeholder="e.g. Allergies, Otitis" hint="Comma separated" error={errors.problems?.message} {...register('problems')} />
      {PET_TEXT_DETAIL_KEYS.map((key) => {
        const { label, max, prose } = PET_TEXT_DETAILS[key];
        return (
          <TextField
            key={key}
            label={label}
            maxLength={max}
            hint="Optional"
            tools={prose ? <LazyAiTextTools label={label} value={watch(key) ?? ''} onChange={(text) => setValue(key, text, { shouldDirty: true })} /> : undefined}
            error={errors[key]?.message}
            {...register(key)}
          />
        );
      })}
      <div className="flex justify-end gap-3">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" variant={clearOnSubmit ? 'secondary' : 'primary'} busy={isSubmitting} disabled={uploading}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
