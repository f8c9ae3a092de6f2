// The print kit: the menu, the table tent and the window sticker of a business as PDFs, for its
// owners and admins. The QR codes open the business page (the tent: the feedback link while the
// feedback program is on) with ?src=qr, so scans can be told apart from other visits (insights).
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import {
  PRINT_DOCUMENTS,
  PRINT_TEXTS,
  withQrSource,
  type PrintDocument,
  type PrintPaper,
} from '@menudex/contract/insights';
import type { Allergen, Diet } from '@menudex/contract/plate';
import { currencyForCountry } from '@menudex/contract/price';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import { toBusinessSummary } from '../businesses/businesses.repository.ts';
import { feedbackUrl } from '../feedback/feedback.service.ts';
import { menuPdf, stickerPdf, tableTentPdf, type PrintBusiness } from './print.documents.ts';
import { printRepository } from './print.repository.ts';

/** PDFs one user (or one address) may ask for per minute: drawing one costs tens of milliseconds. */
export const PRINT_RATE_LIMIT = 30;

export function isPrintDocument(value: string): value is PrintDocument {
  return (PRINT_DOCUMENTS as readonly string[]).includes(value);
}

/**
 * The name as a file name: letters and digits of the name without accents ("Phở Hòa" → "pho-hoa"),
 * joined by dashes; "business" when nothing is left.
 */
export function fileSlug(name: string): string {
  const slug = name
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'd' : 'D'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug === '' ? 'business' : slug;
}

export function businessPageUrl(base: string, businessId: string): string {
  return `${base.replace(/\/+$/, '')}/businesses/${businessId}`;
}

export type PrintedFile = { pdf: Buffer; filename: string };

export function printService(ctx: AppContext) {
  const repo = printRepository(ctx.db);

  return {
    /**
     * One document of the kit. `requestOrigin` stands in for PUBLIC_URL when it is not configured
     * (as for the feedback QR code). Unknown documents and businesses are 404s.
     */
    async document(
      access: Access,
      businessId: string,
      document: string,
      paper: PrintPaper,
      requestOrigin: string,
    ): Promise<PrintedFile> {
      if (!isPrintDocument(document)) throw notFound(PRINT_TEXTS.documentNotFound);
      const business = await repo.business(businessId);
      if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!canEditBusiness(access, business.id)) throw forbidden();
      const base = ctx.config.publicUrl ?? requestOrigin;
      const pageUrl = businessPageUrl(base, business.id);
      const filename = `${fileSlug(business.name)}-${document}.pdf`;

      if (document === 'sticker') {
        const pdf = await stickerPdf(
          { name: business.name, qrUrl: withQrSource(pageUrl), shownUrl: pageUrl },
          { paper },
        );
        return { pdf, filename };
      }
      if (document === 'table-tent') {
        const feedback = business.feedback_enabled;
        const pdf = await tableTentPdf(
          {
            name: business.name,
            message: feedback ? PRINT_TEXTS.scanForFeedback : PRINT_TEXTS.scanForMenu,
            qrUrl: withQrSource(feedback ? feedbackUrl(base, business.id) : pageUrl),
          },
          { paper },
        );
        return { pdf, filename };
      }
      const detail = await repo.businessWithMenu(business.id);
      if (!detail) throw notFound(BUSINESS_TEXTS.businessNotFound);
      const now = ctx.clock.now();
      const { lists, ...record } = detail;
      const { place } = ctx.config;
      const summary = toBusinessSummary(record, true, now, ctx.config.staleAfterDays, place);
      const printed: PrintBusiness = {
        name: summary.name,
        addressLines: summary.location.displayAddress,
        phone: summary.displayPhone,
        hours: summary.hours,
        currency: currencyForCountry(summary.location.country, place.currency),
        lists: lists.map((list) => ({
          name: list.name,
          items: list.items.map((item) => ({
            name: item.name,
            description: item.description,
            price: item.price_cents === null ? null : item.price_cents / 100,
            diets: item.diets as Diet[],
            allergens: item.allergens as Allergen[] | null,
          })),
        })),
      };
      const pdf = await menuPdf(printed, { paper, qrUrl: withQrSource(pageUrl), now });
      return { pdf, filename };
    },
  };
}
