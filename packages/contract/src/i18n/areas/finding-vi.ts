// The 'finding' area's Vietnamese texts (docs/decisions/053): the same keys and ICU arguments as
// finding-en.ts (a test checks both).
import type { FINDING_EN } from './finding-en.ts';

export const FINDING_VI: Record<keyof typeof FINDING_EN, string> = {
  'finding.close': 'Đóng bộ lọc',
  'finding.dietsNote': 'Các món phù hợp với mọi chế độ ăn bạn chọn.',
  'finding.withoutTitle': 'Không có',
  'finding.withoutNote':
    'Các món được ghi là không chứa chất nào trong số này. Món chưa ghi rõ chất gây dị ứng sẽ bị loại.',
  'finding.priceLevel': 'Mức giá',
  'finding.levelNote':
    '{scope, select, businesses {Theo giá trung bình trong thực đơn của quán} other {Món của các quán ở những mức giá này (theo giá trung bình trong thực đơn của quán)}}: {ranges}.',
  'finding.price': 'Giá',
  'finding.maxPrice': 'Giá tối đa',
  'finding.maxPriceHelp': 'Các món có giá bằng hoặc thấp hơn mức này',
  'finding.priceProblem':
    'Vui lòng nhập giá, ví dụ {decimals, select, yes {15 hoặc 12.50} other {50000}}',
  'finding.showResults': 'Xem kết quả',
};
