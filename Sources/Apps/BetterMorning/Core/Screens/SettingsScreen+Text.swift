extension BetterMorningSettingsScreen {
    /// The settings as text, one a line.
    public var text: String {
        """
        Onboarding completed: \(onboardingCompleted ? "yes" : "no")
        Notifications: \(notificationsEnabled ? "on" : "off")
        Custom routines: \(unlocked ? "unlocked" : "locked")
        Last task in run mode: \(lastStepMinutes) min
        """
    }
}
