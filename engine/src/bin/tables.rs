//! The `tables` command-line tool; see `tables --help` and [`tables::cli`].
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(tables::cli::main(&args));
}
