import { ORDER_GOODS_INFO_FIELDS, type GoodsStyleDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { ordersApi } from '../api/orders-api';

/** A style's goods-record values by the configuration's codes (商品图片 as the main picture's url). */
export function goodsInfoOf(style: GoodsStyleDetail): Record<string, string | null> {
  const values: Record<string, unknown> = { ...style, mainPicture: style.mainPictureUrl };
  return Object.fromEntries(
    ORDER_GOODS_INFO_FIELDS.map((d) => {
      const v = values[d.code];
      return [d.code, v === undefined || v === null || v === '' ? null : String(v)];
    }),
  );
}

/**
 * The goods information the factory's 订单配置 chose to show under a style (reference 02 §4: pictures, description,
 * prices …), read-only; nothing when none is chosen.
 */
export function GoodsInfoLine({ info }: { info: Record<string, string | null> }) {
  const { i18n } = useTranslation();
  const config = useQuery({ queryKey: ['order-config', 'info'], queryFn: ordersApi.goodsInfoConfig, staleTime: 60_000 });
  const chosen = config.data?.selectedConfigList ?? [];
  if (!chosen.length) return null;
  const nameOf = (code: string) => {
    const def = ORDER_GOODS_INFO_FIELDS.find((d) => d.code === code);
    return def ? (i18n.language === 'en' ? def.en : def.zh) : code;
  };
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} style={{ marginBottom: 8 }} data-testid="goods-info">
      {chosen.map((o) => (
        <Descriptions.Item key={o.code} label={nameOf(o.code)}>
          {o.code === 'mainPicture' && info.mainPicture ? (
            <Image src={info.mainPicture} width={40} height={40} style={{ objectFit: 'cover' }} />
          ) : (
            (info[o.code] ?? '-')
          )}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}
