import { PRODUCT_PHOTO_MAX_BYTES, PRODUCT_PHOTO_TYPES, PRODUCT_PHOTOS_MAX, type ProductPhotoType, type StaffProduct } from '@shop/domain'
import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from '../../../../lib/i18n-runtime'
import { Button, buttonClasses } from '../../../../components/ui/button'
import { Notice } from '../../../../components/ui/fields'
import { formatNumber } from '../../../../lib/format'
import { useLanguage } from '../../../../lib/i18n'
import { notify } from '../../../../lib/toast'
import { useAddPhoto, useRemovePhoto } from '../api/catalog-api'
import { FormSection } from './form-section'
import { splitServerError } from './server-errors'

interface Chosen {
  name: string
  type: ProductPhotoType
  bytes: number
  /** data: URL: the preview, and what is sent (the server accepts the prefix) */
  dataUrl: string
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

/**
 * The product's photos: uploaded PNG/JPEG/WebP pictures (at most 2 MB) replace the drawn ones in
 * the shop. A chosen file is checked and previewed before it is sent; deleting asks once more.
 */
export function PhotoManager({ product }: { product: StaffProduct }) {
  const { t } = useTranslation('admin2')
  const lang = useLanguage()
  const inputId = useId()
  const [chosen, setChosen] = useState<Chosen | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const add = useAddPhoto(product.id)
  const remove = useRemovePhoto(product.id)
  const full = product.photos.length >= PRODUCT_PHOTOS_MAX
  const mb = (bytes: number) => formatNumber(Math.round((bytes / 1024 / 1024) * 100) / 100, lang)
  const size = (bytes: number) => (bytes < 1024 * 1024 ? t('photos.kilobytes', { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), lang) }) : t('photos.megabytes', { size: mb(bytes) }))

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    add.reset()
    setChosen(null)
    setProblem(null)
    if (!file) return
    if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type)) return setProblem(t('photos.error.type'))
    if (file.size > PRODUCT_PHOTO_MAX_BYTES) return setProblem(t('photos.error.size', { size: mb(file.size) }))
    try {
      setChosen({ name: file.name, type: file.type as ProductPhotoType, bytes: file.size, dataUrl: await readAsDataUrl(file) })
    } catch {
      setProblem(t('photos.error.read'))
    }
  }

  function upload() {
    if (!chosen) return
    add.mutate(
      { content_type: chosen.type, data_base64: chosen.dataUrl },
      {
        onSuccess: () => {
          setChosen(null)
          notify.success(t('photos.uploaded'))
        },
      },
    )
  }

  function deletePhoto(id: string) {
    remove.mutate(id, {
      onSuccess: () => notify.success(t('photos.deleted')),
      onSettled: () => setConfirming(null),
    })
  }

  const addError = add.error ? splitServerError(add.error, t('error.generic')).notice : undefined
  const removeError = remove.error ? splitServerError(remove.error, t('error.generic')).notice : undefined

  return (
    <FormSection title={t('photos.title')} intro={t('photos.intro', { max: PRODUCT_PHOTOS_MAX })}>
      {product.photos.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
          {product.photos.map((photo, i) => (
            <li key={photo.id} className="overflow-hidden rounded-xl border border-ink-100 bg-cream-50">
              <img src={photo.url} alt={t('photos.alt', { n: i + 1 })} className="aspect-square w-full object-cover" loading="lazy" />
              <div className="grid gap-2 p-2.5 text-xs text-ink-600">
                <span className="tabular-nums">
                  {photo.width} × {photo.height} · {size(photo.bytes)}
                </span>
                {confirming === photo.id ? (
                  <div className="flex flex-wrap gap-1.5">
                    <Button size="sm" variant="accent" busy={remove.isPending} onClick={() => deletePhoto(photo.id)}>
                      {t('photos.confirmDelete')}
                    </Button>
                    <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={() => setConfirming(null)}>
                      {t('photos.keep')}
                    </Button>
                  </div>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => setConfirming(photo.id)} aria-label={t('photos.deleteNamed', { n: i + 1 })}>
                    {t('photos.delete')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <div>
          <p className="text-sm text-ink-600">{t('photos.none')}</p>
          <ul className="mt-3 flex gap-2">
            {product.drawn_images.map((src, i) => (
              <li key={src}>
                <img src={src} alt={t('photos.drawnAlt', { n: i + 1 })} className="size-20 rounded-lg border border-ink-100 bg-cream-50 object-cover sm:size-24" loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
      )}
      {removeError && <Notice className="mt-3">{removeError}</Notice>}

      <div className="mt-5 border-t border-ink-100 pt-4">
        {chosen ? (
          <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <img src={chosen.dataUrl} alt={t('photos.previewAlt')} className="size-40 rounded-xl border border-ink-100 bg-cream-50 object-contain" />
            <div className="min-w-0">
              <p className="font-medium text-ink-900 [overflow-wrap:anywhere]">{chosen.name}</p>
              <p className="text-sm text-ink-600">{size(chosen.bytes)}</p>
              <div className="mt-3 flex flex-wrap gap-2">
                <Button busy={add.isPending} onClick={upload}>
                  {t('photos.upload')}
                </Button>
                <Button variant="ghost" disabled={add.isPending} onClick={() => setChosen(null)}>
                  {t('photos.cancel')}
                </Button>
              </div>
            </div>
          </div>
        ) : (
          <div>
            <h3 id={inputId} className="text-sm font-medium text-ink-800">
              {t('photos.choose')}
            </h3>
            <p className="mt-0.5 text-sm text-ink-600">{full ? t('photos.full', { max: PRODUCT_PHOTOS_MAX }) : t('photos.rules')}</p>
            {!full && (
              // The browser's own file button speaks the browser's language; this one the shop's.
              <label
                className={buttonClasses({
                  variant: 'secondary',
                  className: 'mt-3 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay-500',
                })}
              >
                <input type="file" className="sr-only" aria-describedby={inputId} accept={PRODUCT_PHOTO_TYPES.join(',')} onChange={(e) => void choose(e)} />
                {t('photos.pick')}
              </label>
            )}
          </div>
        )}
        {problem && <Notice className="mt-3">{problem}</Notice>}
        {addError && <Notice className="mt-3">{addError}</Notice>}
      </div>
    </FormSection>
  )
}
