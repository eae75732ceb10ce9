// /about (docs/product-rules.md "About page"; login-guarded as the specification marks it): what
// the product is, how to reach us (the service chat, feedback, complaint) and the agreements.
import { Container, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import type { ReactNode } from "react";
import { agreementLinksQuery, linkPathOf } from "@/entities/agreement";
import { $userInfo, loginRequested } from "@/entities/session";
import { complaintOpened, feedbackOpened } from "@/features/feedback";
import { ROUTES } from "@/shared/routes";
import { ABOUT, AGREEMENTS, OFFERINGS } from "../config/about-texts";
import classes from "./about-page.module.css";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.section} aria-label={title}>
      <Title order={2} fz="xl" mb="md" c="white">
        {title}
      </Title>
      {children}
    </section>
  );
}

function ContactCard({ title, hint, onClick }: { title: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" className={classes.contact} onClick={onClick}>
      <Text span fw={700} c="white">
        {title}
      </Text>
      <Text span fz="sm" c="gray.4">
        {hint}
      </Text>
    </button>
  );
}

export function AboutPage() {
  const [user, requestLogin, openFeedback, openComplaint] = useUnit([$userInfo, loginRequested, feedbackOpened, complaintOpened]);
  const navigate = useNavigate();
  const { data: links } = useQuery(agreementLinksQuery());
  const openService = () => {
    if (!user) requestLogin();
    else void navigate({ href: ROUTES.individualCenter.href({ type: 6, customerId: user.identity }) });
  };

  return (
    <Container size="md" py={48}>
      <Stack gap={48}>
        <Paper p={40} radius="lg" className={classes.hero}>
          <Title order={1} fz={34} c="white">
            {ABOUT.title}
          </Title>
          <Text fz="md" c="gray.3" mt="md" lh={1.9}>
            {ABOUT.intro}
          </Text>
        </Paper>

        <Section title={ABOUT.offerTitle}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {OFFERINGS.map((offer) => (
              <Paper key={offer.title} p="lg" radius="md" className={classes.card}>
                <Text fw={700} c="white">
                  {offer.title}
                </Text>
                <Text fz="sm" c="gray.4" mt={6}>
                  {offer.text}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        </Section>

        <Section title={ABOUT.contactTitle}>
          <Text fz="sm" c="gray.3" mb="md">
            {ABOUT.contactText}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <ContactCard title={ABOUT.service} hint={ABOUT.serviceHint} onClick={openService} />
            <ContactCard title={ABOUT.feedback} hint={ABOUT.feedbackHint} onClick={() => openFeedback()} />
            <ContactCard title={ABOUT.complaint} hint={ABOUT.complaintHint} onClick={() => openComplaint()} />
          </SimpleGrid>
        </Section>

        <Section title={ABOUT.agreementsTitle}>
          <ul className={classes.agreements}>
            {AGREEMENTS.map(({ label, linkType }) => {
              const path = linkPathOf(links, linkType);
              return (
                <li key={linkType}>
                  {path ? (
                    <a className={classes.agreement} href={path} target="_blank" rel="noopener noreferrer">
                      《{label}》
                    </a>
                  ) : (
                    <span className={classes.agreement} aria-disabled="true" title={ABOUT.comingSoon}>
                      《{label}》<Text span fz="xs" c="gray.5">{ABOUT.comingSoon}</Text>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
      </Stack>
    </Container>
  );
}
