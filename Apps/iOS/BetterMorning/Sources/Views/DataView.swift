import BetterMorningAppModel
import BetterMorningCore
import Charts
import SwiftUI

/// The Data tab: a card per routine with its week's bar chart (in the locale's week order);
/// arrows and a swipe move between weeks; the ••• menu restarts or deletes (confirmed).
struct DataView: View {
    let model: BetterMorningModel

    var body: some View {
        NavigationStack {
            ScrollView {
                if model.data.screen?.cards.isEmpty ?? true {
                    NoRoutineView(title: "No data yet", systemImage: "chart.bar",
                                  text: "Choose a routine and check off its tasks: your weekly chart shows up here.", model: model)
                }
                LazyVStack(spacing: 14) {
                    ForEach(model.data.screen?.cards ?? [], id: \.routine.id) { card in
                        DataCardView(model: model, card: card)
                    }
                }
                .padding()
            }
            .background(Palette.background)
            .tabHeader("Data", model: model)
        }
    }
}

struct DataCardView: View {
    let model: BetterMorningModel
    let card: DataCard
    @State private var confirmsDelete = false

    var body: some View {
        let week = card.week
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text(card.routine.name).font(.title3.bold())
                if card.isActive {
                    Text("Active").font(.caption.bold()).padding(.horizontal, 8).padding(.vertical, 3)
                        .background(Palette.accentSoft, in: Capsule())
                }
                Spacer()
                Menu {
                    Button("Restart routine") { model.data.restart(card.routine.id) }
                    Button("Delete routine", role: .destructive) { confirmsDelete = true }
                } label: {
                    Image(systemName: "ellipsis").accessibilityLabel("Options for \(card.routine.name)")
                }
            }
            HStack {
                Button("Previous week", systemImage: "chevron.left") { model.data.showWeek(of: card.routine.id, offset: week.offset - 1) }
                    .labelStyle(.iconOnly).disabled(!week.hasEarlier)
                Spacer()
                Text(week.title).font(.subheadline.weight(.semibold)).foregroundStyle(Palette.muted)
                Spacer()
                Button("Next week", systemImage: "chevron.right") { model.data.showWeek(of: card.routine.id, offset: week.offset + 1) }
                    .labelStyle(.iconOnly).disabled(!week.hasLater)
            }
            Chart(week.days, id: \.date) { day in
                BarMark(x: .value("Day", day.weekday), y: .value("Tasks done", day.count ?? 0))
                    .foregroundStyle(day.isToday ? Palette.accent.opacity(0.7) : Palette.accent)
                    .annotation(position: .top) {
                        if let count = day.count, count > 0 { Text("\(count)").font(.caption2) }
                    }
            }
            .chartYScale(domain: 0...max(week.scale, 1))
            .frame(height: 160)
            .gesture(DragGesture(minimumDistance: 40).onEnded { drag in
                let offset = week.offset + (drag.translation.width > 0 ? -1 : 1)
                if offset <= 0, offset >= week.earliestOffset { model.data.showWeek(of: card.routine.id, offset: offset) }
            })
        }
        .padding()
        .background(Color.white, in: RoundedRectangle(cornerRadius: 20))
        .confirmationDialog("Delete “\(card.routine.name)”?", isPresented: $confirmsDelete, titleVisibility: .visible) {
            Button("Delete routine", role: .destructive) { model.data.delete(card.routine.id) }
        } message: {
            Text("Its Data Card and every day of its history are deleted for good. This cannot be undone.")
        }
    }
}
