// Builds the schema: importing a domain file registers its types on the builder.
import { builder } from '../builder.ts';
import './errors.ts';
import '../connections.ts';
import '../users-roles/role.ts';
import '../users-roles/permission.ts';
import '../users-roles/user.ts';
import '../clinic/clinic.ts';
import '../clinic/organization.ts';
import '../auth/viewer.ts';
import '../auth/session.ts';
import '../auth/sign-up.ts';
import '../auth/verify-email.ts';
import '../auth/password-reset.ts';
import '../auth/invitation.ts';
import '../billing/plan.ts';
import '../catalogues/species.ts';
import '../catalogues/gender.ts';
import '../catalogues/breed.ts';
import '../catalogues/vaccine-lookups.ts';
import '../catalogues/vaccine.ts';
import '../catalogues/lookup-file.ts';

export const schema = builder.toSchema({ sortSchema: true });
