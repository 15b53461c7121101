import SwiftUI
import UltimateAppModel
import UltimateCore

/// The template gallery: every template as a card, two to a row, each opening its rules; and a
/// custom challenge.
struct TemplateGalleryView: View {
    let screens: UltimateScreens
    let scheduler: ReminderScheduler
    @State private var startsCustom = false

    private let columns = [GridItem(.flexible(), spacing: Tokens.Space.s), GridItem(.flexible(), spacing: Tokens.Space.s)]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Space.m) {
                LazyVGrid(columns: columns, spacing: Tokens.Space.s) {
                    ForEach(screens.templates.templates, id: \.id) { template in
                        NavigationLink {
                            TemplateDetailView(screens: screens, template: template, scheduler: scheduler)
                        } label: {
                            TemplateCard(template: template)
                        }
                        .buttonStyle(.plain)
                    }
                }
                SecondaryButton(title: "Make your own challenge", systemImage: "square.and.pencil") { startsCustom = true }
            }
            .padding(Tokens.Space.m)
        }
        .screenBackground()
        .navigationTitle("Templates")
        .sheet(isPresented: $startsCustom) {
            StartChallengeView(screens: screens, template: nil, scheduler: scheduler)
        }
    }
}

/// A template's rules and tasks, and its start: the water fast goes through its safety screen first.
struct TemplateDetailView: View {
    let screens: UltimateScreens
    let template: ChallengeTemplate
    let scheduler: ReminderScheduler
    @State private var starts = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: Tokens.Space.m) {
                VStack(alignment: .leading, spacing: Tokens.Space.s) {
                    Text(template.summary).font(Tokens.Typography.body)
                    HStack { Tag(text: "\(template.days) days"); Tag(text: template.rule == .strict ? "Strict" : "Lenient", prominent: template.rule == .strict) }
                }
                .glassCard()
                VStack(alignment: .leading, spacing: Tokens.Space.s) {
                    Text("Rules").font(Tokens.Typography.title2)
                    Text(template.rules).font(Tokens.Typography.callout)
                }
                .glassCard()
                VStack(alignment: .leading, spacing: Tokens.Space.s) {
                    Text("Every day").font(Tokens.Typography.title2)
                    ForEach(template.tasks, id: \.id) { task in
                        Label(task.name, systemImage: task.category.symbol).font(Tokens.Typography.callout).frame(minHeight: Tokens.tapTarget)
                    }
                }
                .glassCard()
                if template.needsSafetyCheck {
                    NavigationLink {
                        SafetyView(screens: screens, template: template, scheduler: scheduler)
                    } label: {
                        Label("Read the safety check", systemImage: "cross.case").font(Tokens.Typography.headline)
                            .frame(maxWidth: .infinity, minHeight: Tokens.tapTarget)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(Tokens.warning)
                } else {
                    PrimaryButton(title: "Start \(template.name)", systemImage: "flag.fill") { starts = true }
                }
            }
            .padding(Tokens.Space.m)
        }
        .screenBackground()
        .navigationTitle(template.name)
        .sheet(isPresented: $starts) {
            StartChallengeView(screens: screens, template: template, scheduler: scheduler)
        }
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { NavigationStack { TemplateGalleryView(screens: PreviewData.screens(), scheduler: ReminderScheduler(center: .current())) } }
#Preview("Rules") {
    let screens = PreviewData.screens()
    NavigationStack { TemplateDetailView(screens: screens, template: screens.templates.templates[0], scheduler: ReminderScheduler(center: .current())) }
}
#endif
