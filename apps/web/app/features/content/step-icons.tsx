// Icons of the four steps of "How it works". Decorative: each step's heading says what it is.

function StepIcon({ name }: { name: string }) {
  return (
    <img
      src={`/images/illustrations/step-${name}.svg`}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      decoding="async"
      className="size-12"
    />
  );
}

export const STEP_ICONS = {
  choose: <StepIcon name="choose" />,
  setUp: <StepIcon name="set-up" />,
  arrive: <StepIcon name="arrive" />,
  packDown: <StepIcon name="pack-down" />,
};
