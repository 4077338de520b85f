import {
  closeSupportCaseRequestSchema,
  contactSubjectsAnswerSchema,
  contactSubjectsQuerySchema,
  contactUsRequestSchema,
  supportCaseAnswerSchema,
  supportCaseOpenedAnswerSchema,
  supportCaseParamsSchema,
  supportCasesAnswerSchema,
  supportCasesQuerySchema,
  warrantyClaimRequestSchema,
} from '../support.contract.js';
import { route } from './route-definition.js';

/** A case's message is at most 2,000 characters: 8 KiB holds any valid body. */
const CASE_BODY_LIMIT_BYTES = 8 * 1024;
const locale = contactSubjectsQuerySchema;

/** Customer care (account section 7: contact us, warranty) and the agents' calls on the cases. */
export const supportRoutes = {
  getContactSubjects: route('getContactSubjects', {
    summary: 'The categories and subjects a shopper can write to customer care about, labelled in the site’s language',
    tags: ['Customer care'],
    auth: 'none',
    query: locale,
    answer: contactSubjectsAnswerSchema,
  }),
  contactUs: route('contactUs', {
    summary: 'Write to customer care (signed in or not): opens a case and answers its number',
    tags: ['Customer care'],
    auth: 'optional',
    query: locale,
    body: contactUsRequestSchema,
    answer: supportCaseOpenedAnswerSchema,
    errors: ['ATTR300', 'API429'],
    successStatus: 201,
    bodyLimitBytes: CASE_BODY_LIMIT_BYTES,
  }),
  fileWarrantyClaim: route('fileWarrantyClaim', {
    summary: 'Claim a delivered product of one of the caller’s orders under warranty (a year from delivery): opens a case',
    tags: ['Customer care'],
    auth: 'required',
    query: locale,
    body: warrantyClaimRequestSchema,
    answer: supportCaseOpenedAnswerSchema,
    errors: ['ATTR300', 'AUT432', 'OHS4004', 'WARRANTY_REFUSED', 'API429'],
    successStatus: 201,
    bodyLimitBytes: CASE_BODY_LIMIT_BYTES,
  }),
  listSupportCases: route('listSupportCases', {
    summary: 'Support cases, newest first, open or closed (support agents only)',
    tags: ['Customer care'],
    auth: 'agent',
    query: supportCasesQuerySchema,
    answer: supportCasesAnswerSchema,
    errors: ['AUT432'],
  }),
  getSupportCase: route('getSupportCase', {
    summary: 'One support case (support agents only)',
    tags: ['Customer care'],
    auth: 'agent',
    params: supportCaseParamsSchema,
    answer: supportCaseAnswerSchema,
    errors: ['AUT432', 'SUPPORT_CASE_NOT_FOUND'],
  }),
  closeSupportCase: route('closeSupportCase', {
    summary: 'Close an open support case with what was done (support agents only)',
    tags: ['Customer care'],
    auth: 'agent',
    params: supportCaseParamsSchema,
    body: closeSupportCaseRequestSchema,
    answer: supportCaseAnswerSchema,
    errors: ['AUT432', 'SUPPORT_CASE_NOT_FOUND'],
    bodyLimitBytes: CASE_BODY_LIMIT_BYTES,
  }),
};
