/**
 * The worker pool's entry: each worker thread loads this file once and runs its exported tasks, one at a time,
 * off the thread that answers requests (see `cpu-pool.ts`). Nothing in the API imports it: a bundler takes it as an
 * entry of its own, written beside the API's entry as `cpu-worker.js`.
 */
import type { Reservation } from "contracts/domains/reservations/schemas";
import type { MessageLanguage } from "contracts/errors/messages";
import { type ImportTier, packImportRows, readImportRows } from "../routes/customers/import-rows";
import * as pdf from "../routes/reservations/pdf";
import type { PrintedSheet } from "../routes/reservations/printed-sheet";

/**
 * The PDF font, read once per worker, as the worker starts and without blocking it, so the first PDF finds it
 * read. A failed read fails each PDF task (an answer of 500, logged) rather than the worker.
 */
const font = pdf.readPdfFont();
font.catch(() => undefined);

export interface TeeSheetPdfTask {
  clubName: string;
  sheet: PrintedSheet;
  language: MessageLanguage;
}

export async function teeSheetPdf(task: TeeSheetPdfTask): Promise<Uint8Array> {
  return pdf.teeSheetPdf(await font, task.clubName, task.sheet, task.language);
}

export interface ConfirmationPdfTask {
  clubName: string;
  reservation: Reservation;
  language: MessageLanguage;
}

export async function confirmationPdf(task: ConfirmationPdfTask): Promise<Uint8Array> {
  return pdf.confirmationPdf(await font, task.clubName, task.reservation, task.language);
}

export interface CustomerCsvTask {
  bytes: Uint8Array;
  tiers: ImportTier[];
  maxRows: number;
}

export function customerCsv(task: CustomerCsvTask) {
  return packImportRows(readImportRows(task.bytes, task.tiers, task.maxRows));
}
