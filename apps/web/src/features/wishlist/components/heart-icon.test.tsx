import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ICON_SPRITE } from '../../../components/ui/icons'
import { HeartIcon } from './heart-icon'

describe('HeartIcon', () => {
  it('fills the heart when saved', () => {
    const { container } = render(<HeartIcon filled size={18} />)
    expect(container.querySelector('svg')!.getAttribute('fill')).toBe('currentColor')
    expect(container.querySelector('use')!.getAttribute('href')).toBe(`${ICON_SPRITE}#heart`)
  })


  it('is outlined when not saved', () => {
    const { container } = render(<HeartIcon />)
    expect(container.querySelector('svg')!.getAttribute('fill')).toBe('none')
  })
})
