import MyHabitLabAppModel
import MyHabitLabCore
import SwiftUI

/// Stats: this week's count, and each active habit's card (streaks, 30-day rate, strength); a card
/// opens the habit's page.
struct StatsView: View {
    let model: MyHabitLabModel

    var body: some View {
        NavigationStack {
            Group {
                if let screen = model.stats.screen {
                    if screen.habits.isEmpty {
                        ContentUnavailableView("No stats yet", systemImage: "chart.bar",
                                               description: Text("Add a habit on Today; its streaks and strength show here."))
                    } else {
                        List {
                            Section {
                                Text("\(screen.habitsMetThisWeek) of \(screen.habitsDueThisWeek) habits on track this week").font(.headline)
                            }
                            ForEach(screen.habits, id: \.id) { card in
                                NavigationLink {
                                    HabitDetailPage(root: model, id: card.id)
                                } label: {
                                    StatsCard(card: card)
                                }
                            }
                        }
                    }
                }
            }
            .navigationTitle("Stats")
        }
    }
}

/// One habit's card.
struct StatsCard: View {
    let card: StatsScreen.Card

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack { HabitIconView(icon: card.icon, symbol: card.symbol); Text(card.name) }.font(.headline)
            Text("Streak \(card.streakUnit.counted(card.currentStreak)), best \(card.streakUnit.counted(card.longestStreak))")
                .font(.subheadline)
            if let rate = card.rate30 {
                Text("\(Int((rate * 100).rounded())) % of the last 30 days").font(.subheadline).foregroundStyle(.secondary)
            }
            ProgressView(value: card.strength).tint(Color(hex: card.colorHex))
        }
        .frame(minHeight: 44)
        .accessibilityElement(children: .combine)
    }
}

#if canImport(DeveloperToolsSupport)
#Preview { StatsView(model: PreviewData.model()) }
#Preview("Card") {
    if let card = PreviewData.model().stats.screen?.habits.first(where: { $0.name == "Read" }) { StatsCard(card: card).padding() }
}
#endif
