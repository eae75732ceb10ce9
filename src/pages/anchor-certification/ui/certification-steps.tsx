// The three steps in a stepper: face check → anchor code → card info. The step the user is on
// lives here; submitting the card info ends the walk.
import { useState } from "react";
import { Stepper } from "@mantine/core";
import { CERTIFICATION_STEPS } from "../config/certification-steps";
import { CardStep } from "./card-step";
import { CodeStep } from "./code-step";
import { FaceStep } from "./face-step";

export function CertificationSteps({ onSubmitted }: { onSubmitted: () => unknown }) {
  const [active, setActive] = useState(0);
  const next = () => setActive((step) => step + 1);
  return (
    <Stepper active={active} allowNextStepsSelect={false} aria-label="认证步骤">
      <Stepper.Step label={CERTIFICATION_STEPS[0]} description="本人刷脸">
        <FaceStep onNext={next} />
      </Stepper.Step>
      <Stepper.Step label={CERTIFICATION_STEPS[1]} description="运营发放">
        <CodeStep onNext={next} />
      </Stepper.Step>
      <Stepper.Step label={CERTIFICATION_STEPS[2]} description="姓名与身份证号">
        <CardStep onSubmitted={onSubmitted} />
      </Stepper.Step>
    </Stepper>
  );
}
