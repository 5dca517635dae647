//! The `trictrac` command-line tool; see `trictrac --help` and [`tables::cli`].
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(tables::cli::trictrac::main(&args));
}
