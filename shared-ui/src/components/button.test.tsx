import './testing/setup-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { BUTTON_VARIANTS, Button } from './button';

describe('Button', () => {
  it.each([
    ['default', ['ant-btn-color-default', 'ant-btn-variant-solid']],
    ['destructive', ['ant-btn-color-dangerous', 'ant-btn-variant-solid']],
    ['outline', ['ant-btn-color-default', 'ant-btn-variant-outlined']],
    ['secondary', ['ant-btn-color-default', 'ant-btn-variant-filled']],
    ['ghost', ['ant-btn-color-default', 'ant-btn-variant-text']],
    ['link', ['ant-btn-color-primary', 'ant-btn-variant-link']],
    ['primary', ['ant-btn-color-primary', 'ant-btn-variant-solid']],
    ['primary-outline', ['ant-btn-color-primary', 'ant-btn-variant-outlined']],
  ] as const)('renders the %s variant', (variant, classes) => {
    render(<Button variant={variant}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('data-variant', variant);
    for (const name of classes) expect(button).toHaveClass(name);
  });

  it('has eight distinct variants', () => {
    expect(BUTTON_VARIANTS).toHaveLength(8);
  });

  it('maps sizes onto antd sizes', () => {
    render(
      <>
        <Button size="sm">Small</Button>
        <Button size="lg">Large</Button>
        <Button size="icon" aria-label="Refresh" icon={<span>R</span>} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('ant-btn-sm');
    expect(screen.getByRole('button', { name: 'Large' })).toHaveClass('ant-btn-lg');
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveAttribute('data-size', 'icon');
  });

  it('shows a spinner, hides the label but keeps it named, and ignores clicks while loading', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Export
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Export' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('button-spinner')).toBeInTheDocument();
    expect(screen.getByText('Export')).toHaveStyle({ opacity: '0' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Export</Button>);
    expect(screen.queryByTestId('button-spinner')).not.toBeInTheDocument();
    expect(button).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Export')).not.toHaveStyle({ opacity: '0' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled', () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
