import BetterMorningAppModel
import SwiftUI

/// The Routine and Data tabs' empty state, as on the web: what is missing, and the two ways to
/// start, "Explore routines" (the Explore tab) and "Create your own" (Create, or the paywall).
struct NoRoutineView: View {
    let title: String
    let systemImage: String
    let text: String
    let model: BetterMorningModel

    var body: some View {
        ContentUnavailableView {
            Label(title, systemImage: systemImage)
        } description: {
            Text(text)
        } actions: {
            Button("Explore routines") { model.tab = .explore }.buttonStyle(.borderedProminent)
            Button("Create your own") { model.openCreate() }.buttonStyle(.bordered)
        }
    }
}
