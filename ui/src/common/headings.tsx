import {
  NonIdealState as BlueprintNonIdealState,
  type NonIdealStateProps,
  Section as BlueprintSection,
  type SectionProps,
} from '@blueprintjs/core';
import type { HTMLAttributes } from 'react';

/**
 * Blueprint's Section titles are h6 and NonIdealState's h4: under a screen's h1 they skip levels (axe
 * `heading-order`, issue 31 §5). These render the same titles as h2, with the look they had.
 */
const SectionTitle = ({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) => (
  <h2 className={`bp6-heading cairn-heading-h6 ${className ?? ''}`} {...props} />
);

export const Section = (props: SectionProps) => (
  <BlueprintSection titleRenderer={SectionTitle} {...props} />
);

export const NonIdealState = ({ title, description, ...props }: NonIdealStateProps) => (
  <BlueprintNonIdealState
    {...props}
    description={
      title || description ? (
        <div>
          {title && <h2 className="bp6-heading cairn-heading-h4">{title}</h2>}
          {description}
        </div>
      ) : undefined
    }
  />
);
