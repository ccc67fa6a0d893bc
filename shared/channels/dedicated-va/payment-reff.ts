import { derivedPartnerReff } from '../../ids';

/**
 * The partner_reff of a dedicated VA payment, derived from the gateway's reference of that payment:
 * every copy of its callback names the same transaction, and the conditional put of the transaction
 * lets only the first one write it. A module of its own, so that a reader of the reference (the
 * sandbox's wait for a payment) does not bundle the payment's writes.
 */
export const dedicatedVaPaymentReff = (gatewayReference: string): string =>
  derivedPartnerReff('DVA', `dedicated_va:${gatewayReference}`);
