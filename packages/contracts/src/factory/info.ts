import { z } from 'zod';
import { idSchema, optionalText } from '../platform/paging.js';

/** Factory information (工厂信息): fac/getFacInfo, fac/updateFacInfo. */
export const facInfoInput = z
  .object({
    name: z.string().trim().min(1, '请输入工厂名称|factory name is required').max(30),
    contacts: optionalText(20),
    /** Landline area code: 0 followed by 2-3 digits. */
    areaCode: optionalText(4).refine(
      (v) => v === null || /^0\d{2,3}$/.test(v),
      '区号为0开头的3-4位数字|0 followed by 2-3 digits',
    ),
    /** Landline number: 7-8 digits. */
    telephone: optionalText(8).refine((v) => v === null || /^\d{7,8}$/.test(v), '座机号码为7-8位数字|7 or 8 digits'),
    phone: optionalText(11).refine((v) => v === null || /^1\d{10}$/.test(v), '请输入正确的手机号|11 digits starting with 1'),
    provinceId: optionalText(20),
    cityId: optionalText(20),
    areaId: optionalText(20),
    address: optionalText(100),
    /** A file id from the file upload (platform/files); stored as text. */
    logo: optionalText(200),
    /** Storehouses of this factory offered in its forms; each must belong to the factory. */
    storehouseIds: z.array(idSchema).max(200).optional(),
    defaultStorehouseId: idSchema.nullish(),
  })
  .refine((v) => !v.defaultStorehouseId || !v.storehouseIds || v.storehouseIds.includes(v.defaultStorehouseId), {
    message: '默认仓库必须是关联仓库之一|the default storehouse must be one of the linked storehouses',
    path: ['defaultStorehouseId'],
  });
export type FacInfoInput = z.infer<typeof facInfoInput>;

export interface FacInfo {
  id: string;
  name: string;
  contacts: string | null;
  areaCode: string | null;
  telephone: string | null;
  phone: string | null;
  provinceId: string | null;
  cityId: string | null;
  areaId: string | null;
  address: string | null;
  logo: string | null;
  bossCode: string | null;
  defaultStorehouseId: string | null;
  storehouses: { id: string; name: string; isDefault: boolean; isLinked: boolean }[];
}
