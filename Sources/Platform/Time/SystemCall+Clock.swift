import Glibc

/// The clocks: the real-time one for dates, the monotonic one for timeouts, and sleeping.
extension SystemCall {
    /// `time(2)`: whole seconds since 1970-01-01 UTC, by the real-time clock.
    package static func secondsSince1970() -> Int {
        time(nil)
    }

    /// Seconds on a clock that only goes forward, for timeouts.
    package static func monotonicSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    package static func sleep(seconds: Double) {
        var time = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        _ = nanosleep(&time, nil)
    }
}
