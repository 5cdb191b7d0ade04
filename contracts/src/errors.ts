import { z } from 'zod';

/** Validation message keys (Documents 1 §8, 2 §8, 3 §5). */
export const ValidationKey = z.enum([
  'validationRequired', 'validationExceedsMaxLength', 'validationInvalid', 'validationPhoneNumberPattern',
  'validationPhoneNumberMinLength', 'validationOtpLength', 'validationMin', 'validationMax',
  'validationFileType', 'validationFileTooLarge', 'validationNotInFuture',
  'validationPasswordTooCommon',
]);
export type ValidationKey = z.infer<typeof ValidationKey>;

/** Error keys the server answers with in `errorMessageKey`. */
export const ErrorKey = z.enum([
  'genericErrorMessage', 'notFoundMessage', 'apiErrorForbidden', 'apiErrorUnauthorized', 'signInError',
  'signInTooManyAttempts', 'otpInvalid', 'validationError', 'conflictErrorMessage', 'hubNotActive',
  'userSuspended', 'emailAlreadyUsed', 'phoneAlreadyUsed', 'payloadTooLarge',
  'cameraNotSupportedErrorMessage', 'locationDeniedErrorMessage', 'uploadLocationDeniedErrorMessage',
  'waitForLocationMessage', 'noOngoingSegregationUnit', 'noMaterialSourceForGrading',
  'noMaterialSourceForProcessing', 'noMaterialForCertification', 'noMaterialForClearance',
  'noTruckLoadToBeRegisteredMessage', 'noMaterialTypes', 'retakeButton', 'confirmButton',
  'hubOwnerNotAllowed', 'hubEventNotRemovable', 'hubEventNotAmendable',
  'complianceActionReviewed', 'projectAlreadyExists', 'autoReviewOff',
  'projectionRebuildElsewhere',
  'unsupportedMediaType', 'passwordChangeRequired', 'passwordResetLinkInvalid',
  'uploadQuotaExceeded', 'uploadRateExceeded',
]);
export type ErrorKey = z.infer<typeof ErrorKey>;

/** The error body of every answer with status >= 400. */
export const ErrorBody = z.object({
  errorMessage: z.string().optional(),
  errorMessageKey: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** English texts; the spec gives some verbatim (Document 3 §8). */
export const MESSAGES_EN: Record<ValidationKey | ErrorKey, string> = {
  validationRequired: 'is required',
  validationExceedsMaxLength: 'exceeds the maximum length',
  validationInvalid: 'is invalid',
  validationPhoneNumberPattern: 'must start with + followed by the country code and number',
  validationPhoneNumberMinLength: 'minimum length is 6 digits',
  validationOtpLength: 'the code has 6 digits',
  validationMin: 'is too small',
  validationMax: 'is too large',
  validationFileType: 'this file type is not allowed',
  validationFileTooLarge: 'the file is too large',
  validationNotInFuture: 'must not be in the future',
  validationPasswordTooCommon: 'is one of the most common passwords; choose another',
  genericErrorMessage: 'An error has occurred. Please try again later.',
  notFoundMessage: 'The page you are looking for does not exist.',
  apiErrorForbidden: 'Access to the specified resource is not authorized.',
  apiErrorUnauthorized: 'Your session has expired. Please sign in again.',
  signInError: 'Invalid username or password.',
  signInTooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  otpInvalid: 'The code is invalid or has expired.',
  validationError: 'Some fields are invalid.',
  conflictErrorMessage: 'Someone else changed this record at the same time. Please try again.',
  hubNotActive: 'This hub is not active.',
  userSuspended: 'This account is suspended.',
  emailAlreadyUsed: 'This email address is already used by another account.',
  phoneAlreadyUsed: 'This phone number is already used by another account.',
  payloadTooLarge: 'The request is too large.',
  cameraNotSupportedErrorMessage: 'The camera usage is not allowed on this browser.',
  locationDeniedErrorMessage: 'The camera usage is not allowed when the location is disabled.',
  uploadLocationDeniedErrorMessage: 'The document upload is not allowed when the location is disabled.',
  waitForLocationMessage: 'Please wait while the location is resolved...',
  noOngoingSegregationUnit: 'There is no ongoing grading.',
  noMaterialSourceForGrading: 'There is no material to grade.',
  noMaterialSourceForProcessing: 'There is no material to process.',
  noMaterialForCertification: 'There is no material to certify.',
  noMaterialForClearance: 'There is no material to clear.',
  noTruckLoadToBeRegisteredMessage: 'There is no truck load to register.',
  noMaterialTypes: 'No material types are configured for this hub.',
  hubOwnerNotAllowed: 'Only pipeline owners, collection centers, recyclers and co-processing facilities have hub owners.',
  hubEventNotRemovable: 'Only registration, segregation and clearance events can be deleted.',
  hubEventNotAmendable: 'Only the weight of registration, segregation and clearance events (not bales) can be changed.',
  complianceActionReviewed: 'This audit action has been reviewed; it must be reopened before more evidence can be added.',
  projectAlreadyExists: 'This hub already has a project with this ID.',
  projectionRebuildElsewhere: 'Projections run in the projection service here: rebuild them there (npm run replay).',
  autoReviewOff: 'The automatic review does not run in this process; start it with CAIRN_AUTO_REVIEW=1.',
  passwordChangeRequired: 'Please choose a new password before you go on.',
  passwordResetLinkInvalid: 'This link has expired or was already used. Ask for a new one.',
  uploadQuotaExceeded: 'This hub has used all its storage for files. Ask your Cairn administrator.',
  uploadRateExceeded: 'Too many files uploaded in the last hour. Please wait a moment and try again.',
  unsupportedMediaType: 'The request body is in a format or encoding the server does not read.',
  retakeButton: 'Retake',
  confirmButton: 'Confirm',
};
