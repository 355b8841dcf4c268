export { SHOP } from '@shop/domain/legal-texts/shop-identity'
