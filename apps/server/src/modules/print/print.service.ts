// The print kit: the menu, the table tent and the window sticker of a business as PDFs, for its
// owners and admins. The QR codes open the business page (the tent: the feedback link while the
// feedback program is on) with ?src=qr, so scans can be told apart from other visits (insights).
// A document is in the request's language: its fixed texts, dates and prices, the owner's translated
// names and descriptions where there are some, and QR codes that open that language's pages.
import { BUSINESS_TEXTS } from '@menudex/contract/businesses';
import { DEFAULT_LOCALE, localePrefix, type Locale } from '@menudex/contract/i18n/locales';
import {
  PRINT_DOCUMENTS,
  PRINT_TEXTS,
  withQrSource,
  type PrintDocument,
  type PrintPaper,
} from '@menudex/contract/insights';
import type { Allergen, Diet } from '@menudex/contract/plate';
import { currencyForCountry } from '@menudex/contract/price';
import { PRINT_TEXTS_BY_LOCALE } from '@menudex/contract/print-texts';
import { pickTranslation } from '@menudex/contract/translations';
import type { AppContext } from '../../app-context.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { canEditBusiness, type Access } from '../../policies/business.policy.ts';
import { toBusinessSummary, translationsOf } from '../businesses/businesses.repository.ts';
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

/** The address the pages of `locale` are under: `https://m.example` or `https://m.example/vi`. */
export function localeBase(base: string, locale: Locale): string {
  return `${base.replace(/\/+$/, '')}${localePrefix(locale)}`;
}

export type PrintedFile = { pdf: Buffer; filename: string };

export function printService(ctx: AppContext) {
  const repo = printRepository(ctx.db);

  return {
    /**
     * One document of the kit. `requestOrigin` stands in for PUBLIC_URL when it is not configured
     * (as for the feedback QR code). Unknown documents and businesses are 404s. `locale` is the
     * request's language (decision 054).
     */
    async document(
      access: Access,
      businessId: string,
      document: string,
      paper: PrintPaper,
      requestOrigin: string,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<PrintedFile> {
      if (!isPrintDocument(document)) throw notFound(PRINT_TEXTS.documentNotFound);
      const business = await repo.business(businessId);
      if (!business) throw notFound(BUSINESS_TEXTS.businessNotFound);
      if (!canEditBusiness(access, business.id)) throw forbidden();
      const texts = PRINT_TEXTS_BY_LOCALE[locale];
      // The business's name in the document's language, where its owner translated it.
      const name = pickTranslation(business, translationsOf(business), locale, DEFAULT_LOCALE).name;
      const base = localeBase(ctx.config.publicUrl ?? requestOrigin, locale);
      const pageUrl = businessPageUrl(base, business.id);
      const filename = `${fileSlug(business.name)}-${document}.pdf`;

      if (document === 'sticker') {
        const pdf = await stickerPdf(
          { name, qrUrl: withQrSource(pageUrl), shownUrl: pageUrl },
          { paper, locale },
        );
        return { pdf, filename };
      }
      if (document === 'table-tent') {
        const feedback = business.feedback_enabled;
        const pdf = await tableTentPdf(
          {
            name,
            callToAction: feedback ? texts.scanForFeedback : texts.scanForMenu,
            qrUrl: withQrSource(feedback ? feedbackUrl(base, business.id) : pageUrl),
          },
          { paper, locale },
        );
        return { pdf, filename };
      }
      const detail = await repo.businessWithMenu(business.id);
      if (!detail) throw notFound(BUSINESS_TEXTS.businessNotFound);
      const now = ctx.clock.now();
      const { lists, ...record } = detail;
      const { place } = ctx.config;
      const summary = toBusinessSummary(
        record,
        true,
        now,
        ctx.config.staleAfterDays,
        place,
        locale,
      );
      const translated = <T extends { name: string; description?: string }>(
        original: T & { translations?: unknown },
      ) => pickTranslation(original, translationsOf(original), locale, DEFAULT_LOCALE);
      const printed: PrintBusiness = {
        name: summary.name,
        addressLines: summary.location.displayAddress,
        phone: summary.displayPhone,
        hours: summary.hours,
        currency: currencyForCountry(summary.location.country, place.currency),
        lists: lists.map((list) => ({
          name: translated(list).name,
          items: list.items.map((item) => {
            const own = translated(item);
            return {
              name: own.name,
              description: own.description ?? item.description,
              price: item.price_cents === null ? null : item.price_cents / 100,
              diets: item.diets as Diet[],
              allergens: item.allergens as Allergen[] | null,
            };
          }),
        })),
      };
      const pdf = await menuPdf(printed, { paper, qrUrl: withQrSource(pageUrl), now, locale });
      return { pdf, filename };
    },
  };
}
