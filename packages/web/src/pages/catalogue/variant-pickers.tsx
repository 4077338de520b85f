import { useId, type ReactElement } from 'react';
import { COLOUR_ATTRIBUTE_TYPE, type QuickShopSelection } from '@stride/domain/catalogue';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import { optionChoices, stockLabel, type ProductInventoryAnswer } from './product-selection.js';
import { type Translate, useMessages } from '../../i18n/messages.js';

type Attribute = ProductDetailsAnswer['attributes'][number];

export interface VariantPickersProps {
  readonly product: ProductDetailsAnswer;
  readonly inventory: ProductInventoryAnswer | null;
  readonly selection: QuickShopSelection;
  readonly onChoose: (attributeType: string, optionId: string) => void;
  /** Shown on the size group when the shopper tried to buy without choosing one. */
  readonly missingAttribute?: string | null;
}

// The shared accessible names other tests rely on: "Colour" and "Size" whatever the API calls them; a digital gift
// card's colour is its design and its size its amount.
function groupName(t: Translate, attribute: Attribute, digital: boolean): string {
  if (attribute.type === COLOUR_ATTRIBUTE_TYPE) return t(digital ? 'product.design' : 'product.colour');
  if (attribute.type === 'size') return t(digital ? 'product.amount' : 'product.size');
  return attribute.label;
}

/**
 * Colour and size pickers (radiogroups "Colour" and "Size"), shared by the product page and the
 * quick-shop dialog. Native radios, so arrow keys move within a group and a form can submit the
 * choice without JavaScript (`color` by option id, other attributes by value).
 */
export function VariantPickers({ product, inventory, selection, onChoose, missingAttribute = null }: VariantPickersProps): ReactElement {
  return (
    <div className="variant-pickers">
      {product.attributes.map((attribute) => (
        <AttributePicker
          key={attribute.type}
          product={product}
          inventory={inventory}
          selection={selection}
          attribute={attribute}
          onChoose={onChoose}
          missing={missingAttribute === attribute.type}
        />
      ))}
    </div>
  );
}

interface AttributePickerProps {
  readonly product: ProductDetailsAnswer;
  readonly inventory: ProductInventoryAnswer | null;
  readonly selection: QuickShopSelection;
  readonly attribute: Attribute;
  readonly onChoose: (attributeType: string, optionId: string) => void;
  readonly missing: boolean;
}

function AttributePicker({ product, inventory, selection, attribute, onChoose, missing }: AttributePickerProps): ReactElement {
  const { t } = useMessages();
  const id = useId();
  const name = groupName(t, attribute, product.productType === 'digital');
  const isColour = attribute.type === COLOUR_ATTRIBUTE_TYPE;
  const chosen = attribute.options.find((o) => o.id === selection[attribute.type]);
  const choices = optionChoices(product, inventory, selection, attribute);
  const sizeKnown = !isColour;
  return (
    <div className={`picker picker--${isColour ? 'colour' : 'size'}`}>
      <p className="picker__label">
        <span id={`${id}-label`}>{name}</span>
        {chosen !== undefined ? <span className="picker__chosen">: {chosen.label}</span> : null}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-required={sizeKnown ? 'true' : undefined}
        aria-invalid={missing ? 'true' : undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        className="picker__options"
      >
        {choices.map(({ option, stock }) => {
          // A colour is always choosable (choosing it clears the size); a size may not exist in the chosen colour.
          const unavailable = !isColour && stock === null;
          const soldOut = sizeKnown && stock !== null && stock.stockStatus === 'OutOfStock';
          const inputId = `${id}-${option.id}`;
          return (
            <label
              key={option.id}
              htmlFor={inputId}
              className={`picker__option${soldOut ? ' picker__option--sold-out' : ''}${unavailable ? ' picker__option--unavailable' : ''}`}
              title={sizeKnown && stock !== null ? stockLabel(t, stock) : option.label}
            >
              <input
                id={inputId}
                type="radio"
                name={attribute.type}
                value={isColour ? option.id : option.value}
                checked={selection[attribute.type] === option.id}
                disabled={!isColour && unavailable}
                aria-describedby={soldOut ? `${id}-sold-out` : undefined}
                onChange={() => onChoose(attribute.type, option.id)}
              />
              {isColour ? (
                <>
                  <span className="picker__swatch" style={{ backgroundColor: option.swatch?.colour }} aria-hidden="true" />
                  <span className="visually-hidden">{option.label}</span>
                </>
              ) : (
                <span className="picker__text">{option.label}</span>
              )}
            </label>
          );
        })}
      </div>
      <span id={`${id}-sold-out`} hidden>
        {t('stock.out')}
      </span>
      {missing ? (
        <p className="picker__error" id={`${id}-missing`} role="alert">
          {attribute.type === COLOUR_ATTRIBUTE_TYPE
            ? t('product.chooseColour')
            : attribute.type === 'size'
              ? t(product.productType === 'digital' ? 'product.chooseAmount' : 'product.chooseSize')
              : t('product.chooseOption', { name })}
        </p>
      ) : null}
    </div>
  );
}
